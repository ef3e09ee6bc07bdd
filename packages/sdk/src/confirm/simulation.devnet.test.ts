// The pre-sign simulation on the devnet's anvil (docs/behaviour/signing.md#simulation): a swap's predicted balance
// changes equal what the chain shows afterwards; a delegation to an inactive validator reverts with its reason before
// anything is signed; anvil's prestate diff holds FTM balances and storage, the token changes come from the call
// tracer's Transfer logs.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  client,
  contracts,
  createFundedAccount,
  dependenciesOf,
  devnet,
  E18,
  network,
  PASSWORD,
  runFlow,
  tokenBalance,
} from '../../test/devnet.js'
import { getStakers } from '../api/staking/getStakers.js'
import { buildDelegateTx } from '../contracts/sfc/buildDelegateTx.js'
import { getUniswapAmountsOut } from '../index.js'
import { delegateMachine, swapMachine, wrapMachine } from '../machines.js'
import { createRpcClient } from '../rpc/createRpcClient.js'
import { prepareTransaction } from '../tx/prepareTransaction.js'
import { simulateTransaction } from './simulateTransaction.js'
import type { TransactionConfirmation } from './types.js'

const rpc = createRpcClient({ urls: [devnet.rpcUrl], chainId: network.chainId, retries: 1 })
const wftm = contracts.wftm as string
const fusd = contracts.fusd as string

async function inactiveValidator(): Promise<bigint> {
  const stakers = await getStakers(client)
  const staker = stakers.find((s) => !s.isActive && !s.isCheater)
  if (!staker) throw new Error('the devnet seeds an offline validator')
  return BigInt(staker.id)
}

describe('pre-sign simulation on the devnet', () => {
  it("predicts a swap's balance changes, and they equal what the chain shows afterwards", async () => {
    const account = await createFundedAccount(500)
    await runFlow(wrapMachine, account, { amount: 200n * E18 })
    const amountIn = 100n * E18
    const [, amountOut = 0n] = await getUniswapAmountsOut(client, { amountIn, tokens: [wftm, fusd] })
    const params = {
      fromToken: wftm,
      toToken: fusd,
      mode: 'exactIn' as const,
      amountIn,
      amountOut,
      slippagePercent: 0.5,
    }
    const actor = createActor(swapMachine, {
      input: { ...dependenciesOf(account, { confirmation: { rpc, networkName: 'Devnet' } }), params },
    }).start()
    const seen: TransactionConfirmation[] = []
    let predicted: TransactionConfirmation | undefined
    let before: [bigint, bigint] = [0n, 0n]
    try {
      for (let step = 0; step < 3; step += 1) {
        const at = await waitFor(
          actor,
          (s) => s.matches('confirm') || s.matches('success') || s.matches('failed'),
          {
            timeout: 90_000,
          },
        )
        if (!at.matches('confirm')) break
        const confirmation = at.context.confirmation as TransactionConfirmation
        seen.push(confirmation)
        if (confirmation.call.method?.startsWith('swap')) {
          predicted = confirmation
          before = [await tokenBalance(wftm, account.address), await tokenBalance(fusd, account.address)]
        }
        actor.send({ type: 'CONFIRM', password: PASSWORD })
        const next = await waitFor(
          actor,
          (s) => s.matches('stepDone') || s.matches('success') || s.matches('failed'),
          {
            timeout: 90_000,
          },
        )
        if (next.matches('stepDone')) actor.send({ type: 'NEXT' })
        if (!next.matches('stepDone')) break
      }
    } finally {
      actor.stop()
    }
    expect(actor.getSnapshot().value).toBe('success')
    expect(predicted?.simulation.status).toBe('success')
    const after = [await tokenBalance(wftm, account.address), await tokenBalance(fusd, account.address)]
    const changes = predicted?.simulation.status === 'success' ? (predicted.simulation.changes ?? []) : []
    const change = (token: string) => changes.find((c) => c.token === token.toLowerCase())?.amount
    expect(change(wftm)).toBe(after[0]! - before[0])
    expect(change(fusd)).toBe(after[1]! - before[1])
    expect(change(wftm)).toBe(-amountIn)
    // No FTM moves in a token swap (the fee is the summary's); the text names both tokens.
    expect(changes.some((c) => c.token === null)).toBe(false)
    expect(predicted?.simulation.text).toMatch(/^You send 100 WFTM · you receive [\d.]+ FUSD$/)
    // The allowance step ran first and was simulated too (no balance changes).
    expect(seen[0]?.simulation).toMatchObject({ status: 'success', text: 'No balance changes' })
  }, 180_000)

  it("shows a delegation's FTM leaving the account (prestate diff)", async () => {
    const account = await createFundedAccount(50)
    const transaction = await prepareTransaction({
      client,
      network,
      from: account.address,
      call: buildDelegateTx({ validatorId: 1, amount: 5n * E18 }),
    })
    const simulation = await simulateTransaction({ rpc, transaction })
    expect(simulation).toMatchObject({ status: 'success', text: 'You send 5 FTM' })
  })

  it('decodes the revert of a delegation to an inactive validator, and the flow fails before it asks for the password', async () => {
    const validatorId = await inactiveValidator()
    const account = await createFundedAccount(50)
    const call = buildDelegateTx({ validatorId, amount: 5n * E18 })
    const simulation = await simulateTransaction({
      rpc,
      transaction: { from: account.address, ...call, gasLimit: 0n },
    })
    expect(simulation).toMatchObject({ status: 'reverted', reason: "validator isn't active" })
    const actor = createActor(delegateMachine, {
      input: {
        ...dependenciesOf(account, { confirmation: { rpc } }),
        params: { validatorId, amount: 5n * E18 },
      },
    }).start()
    const failed = await waitFor(actor, (s) => s.matches('failed') || s.matches('confirm'), {
      timeout: 60_000,
    })
    actor.stop()
    expect(failed.value).toBe('failed')
    expect(failed.context.error?.message).toBe("The transaction would fail: validator isn't active")
    expect(failed.context.confirmation?.simulation.status).toBe('reverted')
    expect(failed.context.signed).toBeNull()
  })

  it('says so when the node cannot be reached, and when there is no node', async () => {
    const dead = createRpcClient({ urls: ['http://127.0.0.1:9/'], chainId: network.chainId, retries: 0 })
    const transaction = { from: wftm, to: fusd, value: 0n, data: '0x', gasLimit: 0n }
    expect((await simulateTransaction({ rpc: dead, transaction })).status).toBe('unreachable')
    expect(await simulateTransaction({ transaction })).toEqual({
      status: 'unavailable',
      text: 'Simulation not available on this network',
    })
  })
})
