// Limited mode: when every GraphQL endpoint fails, the same query functions are answered by a JSON-RPC node;
// the API answering again ends it. The node and the API are msw handlers.

import { AbiCoder, encodeBytes32String, getAddress, id } from 'ethers'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mainnet } from '../constants/networks.js'
import { createRpcClient } from '../rpc/createRpcClient.js'
import { getAccountBalances } from './account/getAccountBalances.js'
import { getTransactionHistory } from './account/getTransactionHistory.js'
import { getGasPrice } from './chain/getGasPrice.js'
import { createApiClient } from './createApiClient.js'
import { createApiModeStatus } from './createApiModeStatus.js'
import { getFMintAccount } from './defi/getFMintAccount.js'
import { getGovContracts } from './governance/getGovContracts.js'

const API = 'https://api.test/graphql'
const API2 = 'https://api2.test/graphql'
const RPC = 'http://node.test/'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const ADDRESS = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
type Call = { id: number; method: string; params: unknown[] }
const rpcMethods: string[] = []
/** A node of chain 250: gas price 2 gwei, balance 5 FTM, no SFC events. */
const node = http.post(RPC, async ({ request }) => {
  const body = (await request.json()) as Call[]
  return HttpResponse.json(
    body.map((c) => {
      rpcMethods.push(c.method)
      const result =
        c.method === 'eth_chainId'
          ? '0xfa'
          : c.method === 'eth_gasPrice'
            ? '0x77359400'
            : c.method === 'eth_getBalance'
              ? '0x4563918244f40000'
              : c.method === 'eth_getLogs'
                ? []
                : null
      return { jsonrpc: '2.0', id: c.id, result }
    }),
  )
})
let apiUp = false
const api = (url: string) =>
  http.post(url, async ({ request }) => {
    if (!apiUp) return new HttpResponse('<html>maintenance</html>')
    const { query } = (await request.json()) as { query: string }
    if (query.includes('__typename')) return HttpResponse.json({ data: { __typename: 'Query' } })
    return HttpResponse.json({ data: { gasPrice: '0x3b9aca00' } })
  })

const setup = (endpoints = [API, API2]) => {
  rpcMethods.length = 0
  const mode = createApiModeStatus()
  const modes: string[] = []
  mode.subscribe((m) => modes.push(m))
  const rpc = createRpcClient({ urls: [RPC], chainId: 250 })
  const client = createApiClient({ endpoints, rpc, mode, probeInterval: 0, retries: 0 })
  return { client, mode, modes }
}

describe('limited mode', () => {
  it('serves a query from the node when every GraphQL endpoint fails, and flags limited mode', async () => {
    apiUp = false
    server.use(api(API), api(API2), node)
    const { client, mode } = setup()
    const started = performance.now()
    expect(await getGasPrice(client)).toBe(2_000_000_000n)
    expect(performance.now() - started).toBeLessThan(1500)
    expect(mode.getState()).toBe('limited')
    expect(rpcMethods).toEqual(['eth_chainId', 'eth_gasPrice'])
    // balances: balance + staking (none) = total value
    expect(await getAccountBalances(client, { addresses: [ADDRESS] })).toEqual([
      {
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        balance: 5n * 10n ** 18n,
        totalValue: 5n * 10n ** 18n,
      },
    ])
  })

  it('returns to the API when it answers again (a background probe), and the API answers from then on', async () => {
    apiUp = false
    server.use(api(API), api(API2), node)
    const { client, mode, modes } = setup()
    await getGasPrice(client)
    apiUp = true
    expect(await getGasPrice(client)).toBe(2_000_000_000n) // still the node; the probe starts
    await expect.poll(() => mode.getState()).toBe('api')
    expect(await getGasPrice(client)).toBe(1_000_000_000n)
    expect(modes).toEqual(['limited', 'api'])
  })

  it('an RPC-only network (no GraphQL endpoint) is limited from the start; API-only queries say so', async () => {
    server.use(node)
    const { client, mode } = setup([])
    expect(mode.getState()).toBe('limited')
    expect(await getGasPrice(client)).toBe(2_000_000_000n)
    await expect(getTransactionHistory(client, { address: ADDRESS })).rejects.toMatchObject({
      code: 'API_NOT_CONFIGURED',
      message:
        'This needs the Fantom API (history, pairs and charts); the network is configured for JSON-RPC only',
    })
  })

  it('a node answering garbage is failed over like an API endpoint', async () => {
    apiUp = false
    server.use(
      api(API),
      http.post('http://bad-node.test/', () => new HttpResponse('<html>oops</html>')),
      node,
    )
    const rpc = createRpcClient({ urls: ['http://bad-node.test/', RPC], chainId: 250, firstEndpoint: 0 })
    const client = createApiClient({ endpoints: [API], rpc, retries: 0 })
    expect(await getGasPrice(client)).toBe(2_000_000_000n)
    expect(rpc.currentEndpoint()).toBe(1)
  })
})

describe("the network preset's contracts", () => {
  it('mainnet: fMint positions through the address provider and the governance contract, the API never reached', async () => {
    apiUp = false
    const FANTOM_MINT = '0x1111111111111111111111111111111111111111'
    const POOL = '0x2222222222222222222222222222222222222222'
    const word = (type: string, value: unknown) => AbiCoder.defaultAbiCoder().encode([type], [value])
    const selector = (signature: string) => id(signature).slice(0, 10)
    const answers: Record<string, string> = {
      [selector('getAddress(bytes32)')]: word('address', FANTOM_MINT),
      [selector('getCollateralPool()')]: word('address', POOL),
      [selector('getDebtPool()')]: word('address', POOL),
      [selector('collateralValueOf(address,address,uint256)')]: word('uint256', 0n),
      [selector('debtValueOf(address,address,uint256)')]: word('uint256', 0n),
      [selector('tokensCount()')]: word('uint256', 0n),
      [selector('lastProposalID()')]: word('uint256', 7n),
    }
    const calls: { to: string; data: string }[] = []
    server.use(
      api(API),
      http.post(RPC, async ({ request }) => {
        const body = (await request.json()) as Call[]
        return HttpResponse.json(
          body.map((c) => {
            if (c.method === 'eth_chainId') return { jsonrpc: '2.0', id: c.id, result: '0xfa' }
            const call = c.params[0] as { to: string; data: string }
            calls.push(call)
            return { jsonrpc: '2.0', id: c.id, result: answers[call.data.slice(0, 10)] ?? '0x' }
          }),
        )
      }),
    )
    const rpc = createRpcClient({ urls: [RPC], chainId: 250 })
    const client = createApiClient({ network: { ...mainnet, apiUrls: [API] }, rpc, retries: 0 })
    expect(client.contracts).toBe(mainnet.contracts)

    const account = await getFMintAccount(client, { owner: ADDRESS })
    expect(account).toMatchObject({ collateral: [], debt: [], collateralValue: 0n, debtValue: 0n })
    // The address provider is asked for fMint's modules by the API's ids, then only the modules are read.
    const modules = ['fantom_mint', 'token_registry', 'reward_distribution', 'collateral_pool', 'debt_pool']
    expect(calls.slice(0, 6)).toEqual(
      [...modules, 'price_oracle_proxy'].map((name) => ({
        to: '0xcb20a1a22976764b882c2f03f0c8523f3df54b10',
        data: `${selector('getAddress(bytes32)')}${encodeBytes32String(name).slice(2)}`,
      })),
    )
    expect(calls.slice(6).every((c) => [FANTOM_MINT, POOL].includes(c.to))).toBe(true)

    expect(await getGovContracts(client)).toEqual([
      {
        name: 'Core and SFC',
        address: getAddress('0x7c3b85a71e4fce1209a81d67f1af46b5a068770e'),
        totalProposals: 7n,
      },
    ])
    expect(calls.at(-1)?.to).toBe('0x7c3b85a71e4fce1209a81d67f1af46b5a068770e')
  })
})
