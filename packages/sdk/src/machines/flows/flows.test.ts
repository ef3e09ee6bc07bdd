// Every flow machine, offline: success, reject, error and cancel with the real plans, builders, signer and sign
// actor; only the API-facing actors (prepare's reads, send, verify) are swapped. On-chain runs are in the
// `*.devnet.test.ts` files beside the flows.
import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { type AnyStateMachine, createActor, waitFor } from 'xstate'
import { fixtureClient } from '../../api/fixtureClient.test-util.js'
import { buildMustMintMaxTx } from '../../contracts/fmint/buildMustMintMaxTx.js'
import { buildMustRepayTx } from '../../contracts/fmint/buildMustRepayTx.js'
import { buildSwapTokensForExactTokensTx } from '../../contracts/router/buildSwapTokensForExactTokensTx.js'
import { buildLockStakeTx } from '../../contracts/sfc/buildLockStakeTx.js'
import type { PendingTransaction } from '../../pending/types.js'
import { TransactionError } from '../../tx/TransactionError.js'
import { flowMachines } from '../flowMachines.js'
import {
  createDependencies,
  createTestActors,
  offlineClient,
  PASSWORD,
  wallet,
} from '../flowTestKit.test-util.js'
import { resolveFlowContracts } from './contracts.js'
import { lockDelegationFlow, repaySftmFlow, undelegateFlow } from './staking.js'

const E18 = 10n ** 18n
const a = (digit: string) => `0x${digit.repeat(40)}`
const contracts = {
  router: a('1'),
  fMint: a('2'),
  rewardDistribution: a('3'),
  stakeTokenizer: a('4'),
  wftm: a('5'),
  sftm: a('6'),
}
const [tokenA, tokenB, recipient, governance, validator] = [a('7'), a('8'), a('9'), a('a'), a('b')]
const deadline = 1_700_000_000n

/** A recorded pending transaction of `from` (nonce 7, 2 gwei), as the pending store returns it. */
function pendingOf(from: string): PendingTransaction {
  return {
    hash: `0x${'c'.repeat(64)}`,
    chainId: 4003,
    from,
    to: recipient,
    value: E18,
    data: '0x',
    nonce: 7n,
    gasPrice: 2_000_000_000n,
    gasLimit: 21_000n,
    raw: '0x01',
    summary: 'Send 1 FTM',
    kind: 'transaction',
    replaces: null,
    status: 'pending',
    replacedBy: null,
    submittedAt: 0,
    updatedAt: 0,
    dismissed: false,
  }
}

interface Case {
  machine: AnyStateMachine
  params: unknown
  steps: string[]
}

const cases: Record<keyof typeof flowMachines, Case | null> = {
  sendFtm: { machine: flowMachines.sendFtm, params: { recipient, amount: E18, memo: 'hi' }, steps: ['send'] },
  sendToken: {
    machine: flowMachines.sendToken,
    params: { token: tokenA, recipient, amount: E18 },
    steps: ['send'],
  },
  contractCall: {
    machine: flowMachines.contractCall,
    params: { to: tokenA, value: E18, data: '0x1234' },
    steps: ['send'],
  },
  revokeAllowance: {
    machine: flowMachines.revokeAllowance,
    params: { token: tokenA, spender: recipient },
    steps: ['revoke'],
  },
  speedUp: {
    machine: flowMachines.speedUp,
    params: { transaction: pendingOf(wallet.address) },
    steps: ['speed-up'],
  },
  cancelTransaction: {
    machine: flowMachines.cancelTransaction,
    params: { transaction: pendingOf(wallet.address) },
    steps: ['cancel'],
  },
  // The bridge flow opens a swap with the bridge service in its plan: transfer.devnet.test.ts runs it on the devnet.
  bridgeSend: null,
  swap: {
    machine: flowMachines.swap,
    params: {
      fromToken: tokenA,
      toToken: tokenB,
      mode: 'exactIn',
      amountIn: E18,
      amountOut: E18 / 2n,
      slippagePercent: 0.5,
      deadline,
      contracts,
    },
    steps: ['allow', 'trade'],
  },
  wrap: { machine: flowMachines.wrap, params: { amount: E18, contracts }, steps: ['wrap'] },
  unwrap: { machine: flowMachines.unwrap, params: { amount: E18, contracts }, steps: ['unwrap'] },
  addLiquidity: {
    machine: flowMachines.addLiquidity,
    params: { tokenA, tokenB, amountA: E18, amountB: 2n * E18, slippagePercent: 0.5, deadline, contracts },
    steps: ['allowA', 'allowB', 'add'],
  },
  removeLiquidity: {
    machine: flowMachines.removeLiquidity,
    params: {
      pair: a('c'),
      tokenA,
      tokenB,
      liquidity: E18,
      amountA: E18,
      amountB: E18,
      slippagePercent: 0.5,
      deadline,
      contracts,
    },
    steps: ['approve', 'remove'],
  },
  fmintLock: {
    machine: flowMachines.fmintLock,
    params: { token: tokenA, amount: E18, availableBalance: 5n * E18, contracts },
    steps: ['allow', 'deposit'],
  },
  fmintUnlock: {
    machine: flowMachines.fmintUnlock,
    params: { token: tokenA, amount: E18, collateral: 5n * E18, contracts },
    steps: ['allow', 'withdraw'],
  },
  fmintMint: {
    machine: flowMachines.fmintMint,
    params: { token: tokenA, amount: E18, max: 10n * E18, contracts },
    steps: ['mint'],
  },
  fmintRepay: {
    machine: flowMachines.fmintRepay,
    params: { token: tokenA, amount: E18, max: 10n * E18, isFusd: true, contracts },
    steps: ['allow', 'repay'],
  },
  fmintClaimRewards: { machine: flowMachines.fmintClaimRewards, params: { contracts }, steps: ['claim'] },
  fmintPushRewards: { machine: flowMachines.fmintPushRewards, params: { contracts }, steps: ['push'] },
  delegate: { machine: flowMachines.delegate, params: { validatorId: 3n, amount: E18 }, steps: ['delegate'] },
  claimRewards: { machine: flowMachines.claimRewards, params: { validatorId: 3n }, steps: ['claim'] },
  claimAndRestake: { machine: flowMachines.claimAndRestake, params: { validatorId: 3n }, steps: ['restake'] },
  claimAllRewards: {
    machine: flowMachines.claimAllRewards,
    params: { each: [{ validatorId: 3n }, { validatorId: 5n }] },
    steps: ['claim-0', 'claim-1'],
  },
  restakeAllRewards: {
    machine: flowMachines.restakeAllRewards,
    params: { each: [{ validatorId: 3n }, { validatorId: 5n }] },
    steps: ['restake-0', 'restake-1'],
  },
  undelegate: {
    machine: flowMachines.undelegate,
    params: {
      validatorId: 3n,
      amount: E18,
      delegation: { amountDelegated: 5n * E18, unlockedAmount: 5n * E18, isDelegationLocked: false },
    },
    steps: ['undelegate'],
  },
  unlockStake: {
    machine: flowMachines.unlockStake,
    params: { validatorId: 3n, amount: E18 },
    steps: ['unlock'],
  },
  lockDelegation: {
    machine: flowMachines.lockDelegation,
    params: { validatorId: 3n, lockupDuration: 1_209_600, amount: E18 },
    steps: ['lock'],
  },
  extendLock: {
    machine: flowMachines.extendLock,
    params: { validatorId: 3n, lockupDuration: 1_209_600 },
    steps: ['relock'],
  },
  mintSftm: { machine: flowMachines.mintSftm, params: { validatorId: 3n, contracts }, steps: ['mint'] },
  repaySftm: {
    machine: flowMachines.repaySftm,
    params: { validatorId: 3n, amount: E18, allowance: 0n, contracts },
    steps: ['allow', 'redeem'],
  },
  withdraw: {
    machine: flowMachines.withdraw,
    params: { validatorId: 3n, withdrawRequestId: 5n },
    steps: ['withdraw'],
  },
  vote: {
    machine: flowMachines.vote,
    params: { governance, delegatedTo: validator, proposalId: 1n, choices: [3, 0] },
    steps: ['vote'],
  },
  voteAll: {
    machine: flowMachines.voteAll,
    params: {
      each: [
        { governance, delegatedTo: validator, proposalId: 1n, choices: [3, 0] },
        { governance, delegatedTo: a('d'), proposalId: 1n, choices: [3, 0] },
      ],
    },
    steps: ['vote-0', 'vote-1'],
  },
  cancelVote: {
    machine: flowMachines.cancelVote,
    params: { governance, delegatedTo: validator, proposalId: 1n },
    steps: ['cancelVote'],
  },
  cancelVoteAll: {
    machine: flowMachines.cancelVoteAll,
    params: { each: [{ governance, delegatedTo: validator, proposalId: 1n }] },
    steps: ['cancelVote-0'],
  },
}

function start(test: Case, actors: Parameters<typeof createTestActors>[1] = {}) {
  const { dependencies, recorder } = createDependencies()
  const machine = test.machine.provide({ actors: createTestActors(recorder, actors) })
  const actor = createActor(machine, { input: { ...dependencies, params: test.params } })
  actor.start()
  return { actor, recorder }
}

const runnable = Object.entries(cases).filter((entry): entry is [string, Case] => entry[1] !== null)

describe.each(runnable)('%s machine', (_name, test) => {
  it('succeeds through every step with one typed password', async () => {
    const { actor, recorder } = start(test)
    for (let index = 0; index < test.steps.length; index += 1) {
      await waitFor(actor, (s) => s.matches('confirm'))
      actor.send(index === 0 ? { type: 'CONFIRM', password: PASSWORD } : { type: 'CONFIRM' })
      const next = await waitFor(actor, (s) => s.matches('stepDone') || s.matches('success'))
      if (next.matches('stepDone')) actor.send({ type: 'NEXT' })
    }
    const done = await waitFor(actor, (s) => s.matches('success'))
    expect(done.context.steps.map((step: { id: string }) => step.id)).toEqual(test.steps)
    expect(done.context.hashes).toHaveLength(test.steps.length)
    expect(recorder.sent).toHaveLength(test.steps.length)
  })

  it('rejects on the first confirmation and sends nothing', async () => {
    const { actor, recorder } = start(test)
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'REJECT' })
    expect(actor.getSnapshot().value).toBe('rejected')
    expect(recorder.sent).toHaveLength(0)
  })

  it("fails with 'Transaction Error' when the first receipt fails", async () => {
    const { actor, recorder } = start(test, {
      verify: async () => {
        throw new TransactionError('TX_FAILED', 'Transaction Error')
      },
    })
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toMatchObject({ code: 'TX_FAILED', title: 'Transaction Error' })
    expect(recorder.sent).toHaveLength(1)
  })

  it('cancels from the confirmation', async () => {
    const { actor, recorder } = start(test)
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(recorder.sent).toHaveLength(0)
  })
})

describe('flow plans', () => {
  const deps = { client: offlineClient, from: wallet.address, signal: new AbortController().signal }

  it('mints with mustMintMax above 99.5 % of the maximum', async () => {
    const test = cases.fmintMint as Case
    const { actor, recorder } = start({
      ...test,
      params: { token: tokenA, amount: 996n, max: 1000n, contracts },
    })
    await waitFor(actor, (s) => s.matches('confirm'))
    expect(recorder.prepared[0]?.data).toBe(
      buildMustMintMaxTx({ fMint: contracts.fMint, token: tokenA }).data,
    )
    actor.send({ type: 'CANCEL' })
  })

  it('repays with mustRepay at or below 99.5 %', async () => {
    const test = cases.fmintRepay as Case
    const { actor, recorder } = start({
      ...test,
      params: { token: tokenA, amount: 995n, max: 1000n, contracts },
    })
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('stepDone'))
    actor.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.matches('confirm'))
    expect(recorder.prepared[1]?.data).toBe(
      buildMustRepayTx({ fMint: contracts.fMint, token: tokenA, amount: 995n }).data,
    )
    actor.send({ type: 'CANCEL' })
  })

  it('swaps exact output with the maximum sold raised by the slippage', async () => {
    const params = { ...(cases.swap?.params as object), mode: 'exactOut', amountIn: 1000n, amountOut: 500n }
    const { actor, recorder } = start({ ...(cases.swap as Case), params })
    await waitFor(actor, (s) => s.matches('confirm'))
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('stepDone'))
    actor.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.matches('confirm'))
    const expected = buildSwapTokensForExactTokensTx({
      router: contracts.router,
      amountOut: 500n,
      amountInMax: 1005n,
      path: [tokenA, tokenB],
      recipient: wallet.address,
      deadline,
    })
    expect(recorder.prepared[1]?.data).toBe(expected.data)
    actor.send({ type: 'CANCEL' })
  })

  it('locks the whole delegation above 99.95 % of it (computeLockAmount), the amount as given otherwise', async () => {
    const lock = (amount: bigint) =>
      lockDelegationFlow.plan(
        { validatorId: 3n, lockupDuration: 1_209_600, amount, amountDelegated: 10_000n },
        deps,
      )
    const call = (amount: bigint) =>
      buildLockStakeTx({ validatorId: 3n, lockupDuration: 1_209_600, amount }).data
    expect((await (await lock(9_996n)).steps[0]?.build(deps))?.data).toBe(call(10_000n))
    expect((await (await lock(9_000n)).steps[0]?.build(deps))?.data).toBe(call(9_000n))
  })

  it('skips the sFTM allowance when it already covers the outstanding amount', async () => {
    const plan = await repaySftmFlow.plan({ validatorId: 3n, amount: E18, allowance: E18, contracts }, deps)
    expect(plan.steps.map((s) => s.id)).toEqual(['redeem'])
    expect(plan.notices).toEqual(['Allow skipped: the existing allowance already covers this amount'])
  })

  it('unlocks first when a locked delegation has too little unlocked (4 stages)', async () => {
    const plan = await undelegateFlow.plan(
      {
        validatorId: 3n,
        amount: 7n * E18,
        delegation: { amountDelegated: 10n * E18, unlockedAmount: 4n * E18, isDelegationLocked: true },
      },
      deps,
    )
    expect(plan.steps.map((s) => [s.id, s.label])).toEqual([
      ['unlock', 'Unlock'],
      ['undelegate', 'Undelegate'],
    ])
  })

  it("keeps the withdraw on its form with 'Need withdrawRequestID'", async () => {
    const { actor } = start({
      ...(cases.withdraw as Case),
      params: { validatorId: 3n, withdrawRequestId: null },
    })
    const form = await waitFor(actor, (s) => s.matches('form') && s.context.error !== null)
    expect(form.context.error?.message).toBe('Need withdrawRequestID')
  })

  it('shows on the form why contract addresses could not be read', async () => {
    const { actor } = start({ ...(cases.wrap as Case), params: { amount: 1n } })
    const form = await waitFor(actor, (s) => s.matches('form') && s.context.error !== null)
    expect(form.context.error?.message).toContain('offline client')
  })

  // docs/behaviour/signing.md#decoded-calls: every Allow step tells its confirmation what the flow takes from it.
  const token = (address: string) => `token ${getAddress(address)}`
  const units = (amount: bigint, address: string) => `${amount} base units of ${token(address)}`
  const allowCases: Array<[string, Case, string[]]> = [
    ['swap exact in', cases.swap as Case, []],
    [
      'swap exact in with the whole balance allowed',
      {
        ...(cases.swap as Case),
        params: { ...(cases.swap?.params as object), useMax: true, balance: 3n * E18 },
      },
      [`This allowance (${units(3n * E18, tokenA)}) is more than the ${units(E18, tokenA)} this needs.`],
    ],
    ['add liquidity (token A)', cases.addLiquidity as Case, []],
    [
      'remove liquidity',
      cases.removeLiquidity as Case,
      [
        `This allowance (${units(1005n * 10n ** 15n, a('c'))}) is more than the ${units(E18, a('c'))} this needs.`,
      ],
    ],
    [
      'fMint lock',
      cases.fmintLock as Case,
      [
        `This allowance (${units(105n * 10n ** 16n, tokenA)}) is more than the ${units(E18, tokenA)} this needs.`,
      ],
    ],
    [
      'fMint unlock',
      cases.fmintUnlock as Case,
      [
        `This allowance (${units(105n * 10n ** 16n, tokenA)}) is not needed: what follows takes none of your ${token(tokenA)}.`,
      ],
    ],
    [
      'fMint repay (FUSD)',
      cases.fmintRepay as Case,
      [
        `This allowance (${units(1_056_255_000_000_000_000n, tokenA)}) is more than the ${units(E18, tokenA)} this needs.`,
      ],
    ],
    [
      'repay sFTM',
      cases.repaySftm as Case,
      [
        `This allowance (${units(105n * 10n ** 16n, contracts.sftm)}) is more than the ${units(E18, contracts.sftm)} this needs.`,
      ],
    ],
  ]
  it.each(allowCases)(
    'the Allow confirmation of %s warns only above what the flow takes',
    async (_, test, warnings) => {
      const { actor } = start(test)
      const confirm = await waitFor(actor, (s) => s.matches('confirm'))
      expect(confirm.context.confirmation?.call.sentence).toMatch(/^Allow /)
      expect(confirm.context.confirmation?.call.warnings).toEqual(warnings)
      actor.send({ type: 'CANCEL' })
    },
  )

  it("answers 'Bad parameters.' when the API lists no such contract", async () => {
    const { client } = fixtureClient({ body: JSON.stringify({ data: { defiTokens: [] } }) })
    await expect(
      resolveFlowContracts(['wftm'], undefined, { client, signal: deps.signal }),
    ).rejects.toMatchObject({
      code: 'FLOW_CONTRACT_NOT_FOUND',
      message: 'Bad parameters.',
    })
  })
})
