import type {} from '@ftm-wallet/devnet/vitest-setup'
import {
  type ApiClient,
  createApiClient,
  createRpcClient,
  getAccountBalances,
  getDefiConfiguration,
  getDefiTokens,
  getErc20TokenList,
  getFtmPrice,
  getGasPrice,
  getStaker,
  getTransactionHistory,
} from '@ftm-wallet/sdk'
import { describe, expect, inject, it } from 'vitest'
import { batchQueries } from './batchQueries.js'
import { nodeHttpFetch } from './nodeHttpFetch.js'

const devnet = inject('devnet')

/** A client over node:http that records the operation name of every GraphQL request it sends. */
function recordingClient(endpoints: string[], rpcUrl?: string) {
  const sent: string[] = []
  const fetch: typeof globalThis.fetch = (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string }
    sent.push(body.operationName ?? '(unnamed)')
    return nodeHttpFetch(input, init)
  }
  const rpc = rpcUrl
    ? createRpcClient({ urls: [rpcUrl], chainId: 4003, retries: 0, fetch: nodeHttpFetch })
    : undefined
  const client = createApiClient({
    endpoints,
    retries: 0,
    hedgeDelay: false,
    attemptTimeout: 10_000,
    fetch,
    ...(rpc ? { rpc } : {}),
  })
  return { client, sent }
}

/** What ftm send reads side by side, asked through `client` at once. */
function sendReads(client: ApiClient, address: string) {
  return Promise.all([
    getAccountBalances(client, { addresses: [address] }),
    getGasPrice(client),
    getTransactionHistory(client, { address }),
    getDefiTokens(client),
    getDefiTokens(client),
    getErc20TokenList(client),
    getDefiConfiguration(client),
  ])
}

describe('batchQueries against the devnet', () => {
  // The admin deployed and seeded the chain: it has a history, balances and validators to name.
  const address = devnet.deployment.admin
  const validatorId = BigInt(devnet.deployment.validators[0]?.id ?? 1)

  it('answers every query as the plain client does, in one request per kind, a query asked twice asked once', async () => {
    const plain = recordingClient([devnet.apiUrl])
    const expected = await sendReads(plain.client, address)
    expect(plain.sent).toHaveLength(7)

    const { client, sent } = recordingClient([devnet.apiUrl])
    const batched = batchQueries(client)
    const answers = await sendReads(batched, address)
    expect(answers).toEqual(expected)
    // The history and the token list need the API; a node could answer the others too: two requests, each named
    // after its parts, the DeFi tokens once.
    expect(sent.sort()).toEqual([
      'Batch_AccountBalances_GasPrice_DefiTokens_DefiSettings',
      'Batch_AccountByAddress_ERC20TokenList',
    ])
  })

  it('keeps the reads given a deadline (names, price) apart from a read without one (a page of history)', async () => {
    const { client, sent } = recordingClient([devnet.apiUrl])
    const batched = batchQueries(client)
    const signal = AbortSignal.timeout(30_000)
    const [price, tokens, history] = await Promise.all([
      getFtmPrice(batched, { currency: 'USD', signal }),
      getErc20TokenList(batched, { signal }),
      getTransactionHistory(batched, { address }),
    ])
    expect(sent.sort()).toEqual(['AccountByAddress', 'Batch_Price_ERC20TokenList'])
    expect(price.price).toBeGreaterThan(0)
    expect(tokens.length).toBeGreaterThan(0)
    expect(history.transactions.items.length).toBeGreaterThan(0)
  })

  it("gives a query its own GraphQL error ('not found' → null) and the others their answers", async () => {
    const { client, sent } = recordingClient([devnet.apiUrl])
    const batched = batchQueries(client)
    const [missing, known, gasPrice] = await Promise.all([
      getStaker(batched, { id: 9999n }),
      getStaker(batched, { id: validatorId }),
      getGasPrice(batched),
    ])
    expect(sent).toHaveLength(1)
    expect(missing).toBeNull()
    expect(known?.id).toBe(validatorId)
    expect(gasPrice).toBeGreaterThan(0n)
  })

  it('when the API does not answer, each query a node can answer is answered by the node (limited mode)', async () => {
    const { client, sent } = recordingClient(['http://127.0.0.1:1/api'], devnet.rpcUrl)
    const batched = batchQueries(client)
    const plain = recordingClient([devnet.apiUrl])
    const [balances, gasPrice] = await Promise.all([
      getAccountBalances(batched, { addresses: [address] }),
      getGasPrice(batched),
    ])
    // One batch tried on the dead API; then the node answered each query.
    expect(sent).toEqual(['Batch_AccountBalances_GasPrice'])
    const [[expected]] = await Promise.all([getAccountBalances(plain.client, { addresses: [address] })])
    expect(balances[0]?.balance).toBe(expected?.balance)
    expect(gasPrice).toBeGreaterThan(0n)
  })

  it('a caller that stops gets its own reason; the one asking the same query still gets the answer', async () => {
    const { client, sent } = recordingClient([devnet.apiUrl])
    const batched = batchQueries(client)
    const controller = new AbortController()
    const stopped = getErc20TokenList(batched, { signal: controller.signal })
    const kept = getErc20TokenList(batched)
    controller.abort(new Error('stopped by the caller'))
    await expect(stopped).rejects.toThrow('stopped by the caller')
    const tokens = await kept
    expect(tokens.length).toBeGreaterThan(0)
    expect(sent).toEqual(['ERC20TokenList'])
  })
})
