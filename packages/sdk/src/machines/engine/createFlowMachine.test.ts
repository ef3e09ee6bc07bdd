import { Transaction } from 'ethers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { createPasswordCache } from '../../accounts/createPasswordCache.js'
import type { TransactionConfirmation } from '../../confirm/types.js'
import { buildIncreaseAllowanceTx } from '../../contracts/erc20/buildIncreaseAllowanceTx.js'
import { buildMustDepositTx } from '../../contracts/fmint/buildMustDepositTx.js'
import { createKeystoreSigner } from '../../signers/createKeystoreSigner.js'
import { SignerError } from '../../signers/SignerError.js'
import type { Signer } from '../../signers/types.js'
import { TransactionError } from '../../tx/TransactionError.js'
import type { PreparedTransaction } from '../../tx/types.js'
import { FlowRuleError } from '../flows/FlowRuleError.js'
import { staticStep } from '../flows/step.js'
import { createDependencies, createTestActors, keystore, PASSWORD, wallet } from '../flowTestKit.test-util.js'
import { createFlowMachine } from './createFlowMachine.js'
import { type PrepareFlowStepInput, type ReviewFlowStepInput, reviewFlowStep } from './runFlowSteps.js'
import type { FlowDefinition } from './types.js'

const TOKEN = '0x1111111111111111111111111111111111111111'
const FMINT = '0x2222222222222222222222222222222222222222'

/** A two-step flow (Allow, Confirm) built from real builders; its check refuses more than the balance. */
const lockFlow: FlowDefinition<{ amount: bigint }, { balance: bigint }> = {
  id: 'testLock',
  check: ({ amount }, { balance }) =>
    amount > balance
      ? {
          error: new FlowRuleError('FLOW_AMOUNT_TOO_HIGH', `You can lock max ${balance}`),
          field: 'amount',
          warnings: [],
        }
      : { error: undefined, warnings: amount === balance ? ['Locks all you have'] : [] },
  plan: ({ amount }) => {
    if (amount <= 0n) throw new TransactionError('TX_NOT_SENDABLE', 'Adjust collateral first, please.')
    return {
      steps: [
        staticStep('allow', 'Allow', buildIncreaseAllowanceTx({ token: TOKEN, spender: FMINT, amount })),
        staticStep('deposit', 'Confirm', buildMustDepositTx({ fMint: FMINT, token: TOKEN, amount })),
      ],
    }
  },
}
const machine = createFlowMachine(lockFlow)

function start(
  options: {
    deps?: Parameters<typeof createDependencies>[0]
    actors?: Parameters<typeof createTestActors>[1]
  } = {},
) {
  const { dependencies, recorder } = createDependencies(options.deps)
  const provided = machine.provide({ actors: createTestActors(recorder, options.actors) })
  const actor = createActor(provided, { input: { ...dependencies, params: { amount: 10n } } })
  actor.start()
  return { actor, recorder, dependencies }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('flow machine: success', () => {
  it("holds signing back after a reverted simulation until the user chooses 'Send anyway'", async () => {
    const { dependencies, recorder } = createDependencies()
    const reverted = fromPromise<TransactionConfirmation, ReviewFlowStepInput>(async ({ input }) => ({
      ...(await reviewFlowStep(input, new AbortController().signal)),
      simulation: { status: 'reverted', reason: 'nope', text: 'The transaction would fail: nope' },
    }))
    const provided = machine.provide({ actors: { ...createTestActors(recorder), review: reverted } })
    const actor = createActor(provided, { input: { ...dependencies, params: { amount: 10n } } }).start()
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    expect(actor.getSnapshot().value).toBe('confirm')
    actor.send({ type: 'CONFIRM', password: PASSWORD, sendAnyway: true })
    await waitFor(actor, (s) => s.matches('stepDone'))
    expect(recorder.sent).toHaveLength(1)
    actor.stop()
  })

  it('reviews each step before the password is asked: the summary names the accounts the wallet knows', async () => {
    const { actor } = start({
      deps: { confirmation: { networkName: 'Testnet', names: () => ({ [TOKEN]: 'Test token' }) } },
    })
    const confirm = await waitFor(actor, (s) => s.matches('confirm'))
    const summary = confirm.context.confirmation?.summary
    expect(summary?.to).toEqual({ address: TOKEN, name: 'Test token' })
    expect(summary?.network).toBe('Testnet')
    expect(summary?.fee).toBe(confirm.context.transaction?.fee)
    expect(summary?.nonce).toBe(0n)
  })

  it('runs both steps, asking for the password once and keeping it for the next step', async () => {
    const { actor, recorder, dependencies } = start()
    await waitFor(actor, (s) => s.matches('confirm'))
    expect(actor.getSnapshot().context.steps).toEqual([
      { id: 'allow', label: 'Allow' },
      { id: 'deposit', label: 'Confirm' },
    ])
    expect(actor.getSnapshot().context.passwordRequired).toBe(true)
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('stepDone'))
    expect(dependencies.passwordCache.remainingUses()).toBe(1)
    actor.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.matches('confirm'))
    expect(actor.getSnapshot().context).toMatchObject({ stepIndex: 1, passwordRequired: false })
    actor.send({ type: 'CONFIRM' })
    const done = await waitFor(actor, (s) => s.matches('success'))
    expect(done.context.hashes).toHaveLength(2)
    expect(done.context.hash).toBe(done.context.hashes[1])
    expect(recorder.sent.map((s) => Transaction.from(s.raw).from)).toEqual([wallet.address, wallet.address])
    expect(dependencies.passwordCache.has()).toBe(false)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('asks for the password again when the kept one is dropped while the next step waits', async () => {
    const { actor, recorder, dependencies } = start()
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('stepDone'))
    actor.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.matches('confirm'))
    expect(actor.getSnapshot().context.passwordRequired).toBe(false)
    // Its 30 s are up (the cache's own timer clears it the same way).
    dependencies.passwordCache.clear()
    const asked = await waitFor(actor, (s) => s.context.passwordRequired, { timeout: 2000 })
    expect(asked.value).toBe('confirm')
    expect(asked.context.error).toBeNull()
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('success'))
    expect(recorder.sent).toHaveLength(2)
  })

  it('lets an unlocked keystore signer sign without a typed password', async () => {
    const signer = createKeystoreSigner({ account: { address: wallet.address, keystore }, chainId: 250 })
    await signer.unlock(PASSWORD, { uses: 2, timeoutMs: 60_000 })
    const { actor, recorder } = start({ deps: { signer } })
    for (const _step of [0, 1]) {
      await waitFor(actor, (s) => s.matches('confirm'))
      actor.send({ type: 'CONFIRM' })
      const next = await waitFor(actor, (s) => s.matches('stepDone') || s.matches('success'))
      if (next.matches('stepDone')) actor.send({ type: 'NEXT' })
    }
    await waitFor(actor, (s) => s.matches('success'))
    expect(recorder.sent).toHaveLength(2)
    expect(signer.isUnlocked()).toBe(false)
  })

  it('starts at the form without params and plans on SUBMIT', async () => {
    const { dependencies, recorder } = createDependencies()
    const actor = createActor(machine.provide({ actors: createTestActors(recorder) }), {
      input: dependencies,
    })
    actor.start()
    expect(actor.getSnapshot().value).toBe('form')
    actor.send({ type: 'SUBMIT', params: { amount: 5n }, facts: { balance: 5n } })
    const planned = await waitFor(actor, (s) => s.matches('confirm'))
    expect(planned.context.warnings).toEqual(['Locks all you have'])
    expect(recorder.prepared[0]?.data).toBe(
      buildIncreaseAllowanceTx({ token: TOKEN, spender: FMINT, amount: 5n }).data,
    )
  })

  it("refuses a SUBMIT the flow's check refuses: stays on the form with its message, plans nothing", async () => {
    const { dependencies, recorder } = createDependencies()
    const actor = createActor(machine.provide({ actors: createTestActors(recorder) }), {
      input: dependencies,
    })
    const states: string[] = []
    actor.subscribe((s) => states.push(String(s.value)))
    actor.start()
    actor.send({ type: 'SUBMIT', params: { amount: 6n }, facts: { balance: 5n } })
    const refused = actor.getSnapshot()
    expect(refused.value).toBe('form')
    expect(states).not.toContain('planning')
    expect(refused.context.params).toBeNull()
    expect(refused.context.error).toMatchObject({
      code: 'FLOW_AMOUNT_TOO_HIGH',
      title: 'Error',
      message: 'You can lock max 5',
    })
    expect(recorder.prepared).toHaveLength(0)
  })

  it('accepts a corrected SUBMIT after a refusal and clears the error', async () => {
    const { dependencies, recorder } = createDependencies()
    const actor = createActor(machine.provide({ actors: createTestActors(recorder) }), {
      input: dependencies,
    })
    actor.start()
    actor.send({ type: 'SUBMIT', params: { amount: 6n }, facts: { balance: 5n } })
    expect(actor.getSnapshot().context.error?.message).toBe('You can lock max 5')
    actor.send({ type: 'SUBMIT', params: { amount: 4n }, facts: { balance: 5n } })
    const planned = await waitFor(actor, (s) => s.matches('confirm'))
    expect(planned.context.error).toBeNull()
    expect(planned.context.params).toEqual({ amount: 4n })
    expect(planned.context.warnings).toEqual([])
  })

  it('checks params given as input with their facts: a refusal starts on the form with the message', () => {
    const { dependencies, recorder } = createDependencies()
    const actor = createActor(machine.provide({ actors: createTestActors(recorder) }), {
      input: { ...dependencies, params: { amount: 9n }, facts: { balance: 5n } },
    })
    actor.start()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('form')
    expect(snapshot.context.error?.message).toBe('You can lock max 5')
    expect(recorder.prepared).toHaveLength(0)
  })

  it('plans params given as input with facts that pass', async () => {
    const { dependencies, recorder } = createDependencies()
    const actor = createActor(machine.provide({ actors: createTestActors(recorder) }), {
      input: { ...dependencies, params: { amount: 5n }, facts: { balance: 5n } },
    })
    actor.start()
    const planned = await waitFor(actor, (s) => s.matches('confirm'))
    expect(planned.context.warnings).toEqual(['Locks all you have'])
  })

  it('goes back to the form on EDIT after a reject, and a new SUBMIT is checked again', async () => {
    const { dependencies, recorder } = createDependencies()
    const actor = createActor(machine.provide({ actors: createTestActors(recorder) }), {
      input: dependencies,
    })
    actor.start()
    actor.send({ type: 'SUBMIT', params: { amount: 3n }, facts: { balance: 5n } })
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'REJECT' })
    actor.send({ type: 'EDIT' })
    expect(actor.getSnapshot().value).toBe('form')
    expect(actor.getSnapshot().context.params).toBeNull()
    actor.send({ type: 'SUBMIT', params: { amount: 7n }, facts: { balance: 5n } })
    expect(actor.getSnapshot().value).toBe('form')
    expect(actor.getSnapshot().context.error?.message).toBe('You can lock max 5')
    actor.send({ type: 'SUBMIT', params: { amount: 2n }, facts: { balance: 5n } })
    await waitFor(actor, (s) => s.matches('confirm'))
    expect(recorder.prepared.at(-1)?.data).toBe(
      buildIncreaseAllowanceTx({ token: TOKEN, spender: FMINT, amount: 2n }).data,
    )
  })

  it('continues by itself after the auto-continue delay (2000 ms by default)', async () => {
    vi.useFakeTimers()
    const { actor, recorder } = start({ deps: { autoContinueDelay: undefined } })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('stepDone'))
    await vi.advanceTimersByTimeAsync(2500)
    expect(actor.getSnapshot().context.stepIndex).toBe(1)
    const [verified] = recorder.times.verified
    expect((recorder.times.prepared[1] ?? 0) - (verified ?? 0)).toBe(2000)
  })

  it('refreshes the account 3 s after each send', async () => {
    vi.useFakeTimers()
    const { actor, recorder } = start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('stepDone'))
    await vi.advanceTimersByTimeAsync(3500)
    expect(recorder.refreshes).toBe(1)
    expect((recorder.times.refreshed[0] ?? 0) - (recorder.times.sent[0] ?? 0)).toBe(3000)
  })

  it('forgets the temporary password after 30 s and asks again', async () => {
    vi.useFakeTimers()
    const { actor } = start()
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('stepDone'))
    await vi.advanceTimersByTimeAsync(30_000)
    actor.send({ type: 'NEXT' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('confirm'))
    expect(actor.getSnapshot().context.passwordRequired).toBe(true)
    actor.send({ type: 'CONFIRM' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.error?.message).toBe('Type a password'))
    expect(actor.getSnapshot().value).toBe('confirm')
  })
})

describe('flow machine: reject', () => {
  it('shows the reject screen and sends nothing; RETRY asks again for the same step', async () => {
    const { actor, recorder } = start()
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'REJECT' })
    expect(actor.getSnapshot().value).toBe('rejected')
    expect(recorder.sent).toHaveLength(0)
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('confirm'))
    expect(actor.getSnapshot().context.stepIndex).toBe(0)
  })

  it('treats a device rejection as a reject with the title "Transaction rejected"', async () => {
    const { dependencies } = createDependencies()
    const device: Signer = {
      kind: 'ledger',
      confirmation: 'device',
      getAddress: dependencies.signer.getAddress,
      signTransaction: async () => {
        throw new SignerError('SIGNER_REJECTED', 'Transaction rejected')
      },
    }
    const { actor, recorder } = start({ deps: { signer: device } })
    await waitFor(actor, (s) => s.matches('confirm'))
    expect(actor.getSnapshot().context.passwordRequired).toBe(false)
    actor.send({ type: 'CONFIRM' })
    const rejected = await waitFor(actor, (s) => s.matches('rejected'))
    expect(rejected.context.error).toMatchObject({ code: 'SIGNER_REJECTED', title: 'Transaction rejected' })
    expect(recorder.sent).toHaveLength(0)
  })

  it('EDIT from the reject screen returns to the form', async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'REJECT' })
    actor.send({ type: 'EDIT' })
    expect(actor.getSnapshot().value).toBe('form')
  })
})

describe('flow machine: errors', () => {
  it("asks again after a wrong password ('Bad keystore file or password.')", async () => {
    const { actor, recorder } = start()
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: 'Wrong-Horse-9' })
    const again = await waitFor(actor, (s) => s.matches('confirm') && s.context.error !== null)
    expect(again.context.error).toMatchObject({
      code: 'KEYSTORE_BAD_PASSWORD',
      message: 'Bad keystore file or password.',
    })
    expect(recorder.sent).toHaveLength(0)
  })

  it("fails with 'Transaction Error' when the receipt failed, and RETRY verifies the same hash again", async () => {
    const { actor, recorder } = start({
      actors: {
        verify: async (hash, count) => {
          if (count === 1) throw new TransactionError('TX_VERIFICATION_ERROR', 'socket hang up')
          return { hash, from: '', to: null, status: 'success', blockNumber: 1n, gasUsed: 1n } as never
        },
      },
    })
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toMatchObject({ title: 'Error', message: 'socket hang up' })
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('stepDone'))
    expect(recorder.verified[0]).toBe(recorder.verified[1])
    expect(recorder.sent).toHaveLength(1)
  })

  it('shows a failed receipt as "Transaction Error"', async () => {
    const { actor } = start({
      actors: {
        verify: async () => {
          throw new TransactionError('TX_FAILED', 'Transaction Error')
        },
      },
    })
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toMatchObject({ code: 'TX_FAILED', title: 'Transaction Error' })
  })

  it('after a network error sends the SAME signed bytes again on RETRY', async () => {
    const { actor, recorder } = start({
      actors: {
        send: async (signed, count) => {
          if (count === 1) throw new TransactionError('TX_SEND_UNCONFIRMED', 'no answer')
          return { hash: signed.hash }
        },
      },
    })
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('stepDone'))
    expect(recorder.sent).toHaveLength(2)
    expect(recorder.sent[1]?.raw).toBe(recorder.sent[0]?.raw)
    expect(recorder.prepared).toHaveLength(1)
  })

  it('fails without signing when the prepared transaction carries an estimate error', async () => {
    const { actor, recorder } = start({
      actors: {
        prepare: async (input) =>
          ({
            ...({} as object),
            from: input.from,
            error: 'execution reverted: not enough allowance',
          }) as never,
      },
    })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toMatchObject({
      title: 'Transaction Error',
      message: 'execution reverted: not enough allowance',
    })
    expect(recorder.sent).toHaveLength(0)
  })

  it('returns to the form with the message when the plan refuses the parameters', async () => {
    const { dependencies, recorder } = createDependencies()
    const actor = createActor(machine.provide({ actors: createTestActors(recorder) }), {
      input: { ...dependencies, params: { amount: 0n } },
    })
    actor.start()
    const form = await waitFor(actor, (s) => s.matches('form') && s.context.error !== null)
    expect(form.context.error?.message).toBe('Adjust collateral first, please.')
  })

  it('refuses another chain id at signing (stable code)', async () => {
    // The wallet is connected to the testnet; the transaction was prepared for mainnet (chain 250).
    const signer = createKeystoreSigner({ account: { address: wallet.address, keystore }, chainId: 4002 })
    const { actor } = start({ deps: { signer } })
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error?.code).toBe('SIGNER_CHAIN_MISMATCH')
  })
})

describe('flow machine: cancel', () => {
  it('CANCEL on a confirmation ends the flow and forgets the temporary password', async () => {
    const passwordCache = createPasswordCache()
    const { actor, recorder } = start({ deps: { passwordCache } })
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('stepDone'))
    expect(passwordCache.has()).toBe(true)
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('cancelled')
    expect(actor.getSnapshot().status).toBe('done')
    expect(passwordCache.has()).toBe(false)
    expect(recorder.sent).toHaveLength(1)
  })

  it('CANCEL while preparing stops the running request', async () => {
    let aborted = false
    const { dependencies, recorder } = createDependencies()
    const slow = fromPromise<PreparedTransaction, PrepareFlowStepInput>(
      ({ signal }) =>
        new Promise<never>((_, reject) => {
          signal.addEventListener('abort', () => {
            aborted = true
            reject(new Error('aborted'))
          })
        }),
    )
    const actor = createActor(machine.provide({ actors: { ...createTestActors(recorder), prepare: slow } }), {
      input: { ...dependencies, params: { amount: 1n } },
    })
    actor.start()
    await waitFor(actor, (s) => s.matches('preparing'))
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('cancelled')
    expect(aborted).toBe(true)
  })
})
