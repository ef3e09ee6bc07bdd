// "Continue" → a ready confirmation in one round trip to the node (docs/behaviour/signing.md#speed): the nonce,
// balance, gas price, estimate and the simulation go in ONE JSON-RPC batch, and the confirmation shows the same facts
// as preparing over the API and simulating the exact transaction afterwards.
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { client, createFundedAccount, dependenciesOf, devnet, E18, network } from '../../test/devnet.js'
import { getStakers } from '../api/staking/getStakers.js'
import { buildDelegateTx } from '../contracts/sfc/buildDelegateTx.js'
import { delegateMachine } from '../machines.js'
import { createRpcClient } from '../rpc/createRpcClient.js'
import { prepareTransaction } from '../tx/prepareTransaction.js'
import { prepareAndSimulate } from './earlySimulation.js'
import { prepareConfirmation, reviewTransaction } from './prepareConfirmation.js'
import { simulateTransaction } from './simulateTransaction.js'
import type { TransactionConfirmation } from './types.js'

/** A node client that counts its HTTP requests and the JSON-RPC methods they carried. */
function countingNode(url = devnet.rpcUrl) {
  const posts: string[][] = []
  const rpc = createRpcClient({
    urls: [url],
    chainId: network.chainId,
    retries: 0,
    hedgeDelay: false,
    fetch: (input, init) => {
      const body = JSON.parse(String(init?.body)) as { method: string }[]
      posts.push(body.map((call) => call.method))
      return globalThis.fetch(input, init)
    },
  })
  return { rpc, posts }
}

/** The exact transaction's own simulation, asked separately (what the review ran before). */
const exactNode = createRpcClient({ urls: [devnet.rpcUrl], chainId: network.chainId, retries: 1 })

const facts = (confirmation: TransactionConfirmation) => ({
  summary: confirmation.summary,
  call: confirmation.call,
})

describe('preparing and simulating in one batch to the node', () => {
  it('a delegation: one request to the node, and the same transaction and outcome as the API path', async () => {
    const account = await createFundedAccount(50)
    const call = buildDelegateTx({ validatorId: 1, amount: 5n * E18 })
    const { rpc, posts } = countingNode()
    const { transaction, confirmation } = await prepareConfirmation({
      client,
      network,
      from: account.address,
      call,
      sources: { rpc, networkName: 'Devnet' },
    })
    expect(posts).toEqual([
      [
        'eth_chainId',
        'eth_getTransactionCount',
        'eth_getBalance',
        'eth_gasPrice',
        'eth_estimateGas',
        'eth_call',
        'debug_traceCall',
        'debug_traceCall',
      ],
    ])
    // The same transaction as the API prepares, and the outcome of the exact transaction (with its gas limit).
    const overApi = await prepareTransaction({ client, network, from: account.address, call })
    expect(transaction).toEqual(overApi)
    expect(transaction.gasLimit).toBeGreaterThan(0n)
    const exact = await simulateTransaction({ rpc: exactNode, transaction })
    expect(confirmation.simulation).toEqual(exact)
    expect(confirmation.simulation).toMatchObject({ status: 'success', text: 'You send 5 FTM' })
    // The review of the API-prepared transaction shows the same facts.
    const reviewed = await reviewTransaction({
      client,
      transaction: overApi,
      sources: { rpc: exactNode, networkName: 'Devnet' },
    })
    expect(facts(confirmation)).toEqual(facts(reviewed))
    expect(reviewed.simulation).toEqual(confirmation.simulation)
  })

  it('a refused estimate: the transaction says why, and the outcome is the revert the review would decode', async () => {
    const stakers = await getStakers(client)
    const inactive = stakers.find((s) => !s.isActive && !s.isCheater)
    if (!inactive) throw new Error('the devnet seeds an offline validator')
    const account = await createFundedAccount(50)
    const call = buildDelegateTx({ validatorId: BigInt(inactive.id), amount: 5n * E18 })
    const { rpc, posts } = countingNode()
    const { transaction, confirmation } = await prepareConfirmation({
      client,
      network,
      from: account.address,
      call,
      sources: { rpc },
    })
    expect(posts).toHaveLength(1)
    const overApi = await prepareTransaction({ client, network, from: account.address, call })
    expect(transaction).toEqual(overApi)
    expect(transaction.error).not.toBeNull()
    expect(transaction.gasLimit).toBe(0n)
    expect(confirmation.simulation).toEqual(await simulateTransaction({ rpc: exactNode, transaction }))
    expect(confirmation.simulation).toMatchObject({ status: 'reverted', reason: "validator isn't active" })
  })

  it('a gas limit below the estimate: the early outcome is not used, the review simulates the exact transaction', async () => {
    const account = await createFundedAccount(50)
    const call = buildDelegateTx({ validatorId: 1, amount: 5n * E18 })
    const { rpc, posts } = countingNode()
    const transaction = await prepareAndSimulate({
      client,
      network,
      from: account.address,
      call,
      rpc,
      gasLimit: 30_000n,
    })
    expect(transaction.gasLimit).toBe(30_000n)
    expect(posts).toHaveLength(1)
    const confirmation = await reviewTransaction({ client, transaction, sources: { rpc } })
    // A second request: the exact transaction, with its 30,000 gas, runs out of gas on the node.
    expect(posts).toHaveLength(2)
    expect(posts[1]).toEqual(['eth_call', 'debug_traceCall', 'debug_traceCall'])
    expect(confirmation.simulation.status).toBe('reverted')
    expect(confirmation.simulation).toEqual(await simulateTransaction({ rpc: exactNode, transaction }))
  })

  it('a node that cannot be reached: the API prepares the transaction and the outcome says the node is unreachable', async () => {
    const account = await createFundedAccount(50)
    const call = buildDelegateTx({ validatorId: 1, amount: 5n * E18 })
    // A port nothing listens on: one the system gave a listener that is closed again.
    const closed = await new Promise<string>((resolve) => {
      const server = createServer()
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(`http://127.0.0.1:${port}`))
      })
    })
    const { rpc, posts } = countingNode(closed)
    const { transaction, confirmation } = await prepareConfirmation({
      client,
      network,
      from: account.address,
      call,
      sources: { rpc },
    })
    expect(posts.length).toBeGreaterThan(0)
    expect(transaction).toEqual(await prepareTransaction({ client, network, from: account.address, call }))
    expect(confirmation.simulation.status).toBe('unreachable')
  })

  it("the flow engine's review uses the outcome read with the inputs: one request to the node before the confirmation", async () => {
    const account = await createFundedAccount(50)
    const { rpc, posts } = countingNode()
    const actor = createActor(delegateMachine, {
      input: {
        ...dependenciesOf(account, { confirmation: { rpc } }),
        params: { validatorId: 1n, amount: 5n * E18 },
      },
    }).start()
    try {
      const at = await waitFor(actor, (s) => s.matches('confirm') || s.matches('failed'), {
        timeout: 60_000,
      })
      expect(at.value).toBe('confirm')
      expect(posts).toHaveLength(1)
      expect(at.context.confirmation?.simulation).toEqual(
        await simulateTransaction({ rpc: exactNode, transaction: at.context.transaction! }),
      )
    } finally {
      actor.stop()
    }
  })
})
