// fMint positions over JSON-RPC on the devnet: after a lock and a mint, an RPC-only client (no GraphQL endpoint,
// the devnet's anvil as the node) given the FantomMint contract answers getFMintAccount exactly as the devnet API
// does; so does a client that never reached the API (its only endpoint dead from the start) with the network's
// contracts from the devnet's deployment (the fMint address provider); without either the RPC-only client says
// fMint needs the API.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  client as apiClient,
  contracts,
  createFundedAccount,
  devnet,
  E18,
  info,
  runFlow,
  type TestAccount,
} from '../../../test/devnet.js'
import {
  createApiClient,
  createApiModeStatus,
  createRpcClient,
  devnetNetworkContracts,
  getDefiConfiguration,
  getFMintAccount,
} from '../../index.js'
import { fmintLockMachine, fmintMintMachine, wrapMachine } from '../../machines.js'

const rpc = createRpcClient({ urls: [devnet.rpcUrl], chainId: info.chainId, hedgeDelay: false })
const rpcOnly = createApiClient({ endpoints: [], rpc })
const wftm = contracts.wftm as string
const fusd = contracts.fusd as string

let account: TestAccount
let fMintContract: string

beforeAll(async () => {
  account = await createFundedAccount(1000)
  await runFlow(wrapMachine, account, { amount: 300n * E18 })
  await runFlow(fmintLockMachine, account, { token: wftm, amount: 250n * E18, availableBalance: 300n * E18 })
  await runFlow(fmintMintMachine, account, { token: fusd, amount: 10n * E18, max: 25n * E18 })
  fMintContract = (await getDefiConfiguration(apiClient)).fMintContract
}, 120_000)

describe('fMint positions over JSON-RPC', () => {
  it('agree with the API: collateral, debt, their fUSD values and token symbols', async () => {
    const overApi = await getFMintAccount(apiClient, { owner: account.address })
    const overRpc = await getFMintAccount(rpcOnly, { owner: account.address, fMintContract })
    expect(overRpc).toEqual(overApi)
    const wftmCollateral = overRpc.collateral.find((b) => b.tokenAddress.toLowerCase() === wftm.toLowerCase())
    expect(wftmCollateral?.balance).toBe(250n * E18)
    expect(wftmCollateral?.value).toBeGreaterThan(0n)
    const fusdDebt = overRpc.debt.find((b) => b.tokenAddress.toLowerCase() === fusd.toLowerCase())
    expect(fusdDebt?.balance).toBe(10n * E18)
    expect(overRpc.debtValue).toBeGreaterThan(0n)
    expect(overRpc.collateralValue).toBeGreaterThan(overRpc.debtValue)
  })

  it('an account without a position: empty lists and zero values, as the API answers', async () => {
    const empty = (await createFundedAccount(0)).address
    const overRpc = await getFMintAccount(rpcOnly, { owner: empty, fMintContract })
    expect(overRpc).toEqual(await getFMintAccount(apiClient, { owner: empty }))
    expect(overRpc).toMatchObject({ collateral: [], debt: [], collateralValue: 0n, debtValue: 0n })
  })

  it("a session that starts with the API down: the network's fMint address provider names the contract", async () => {
    // A port nothing listens on: the only GraphQL endpoint refuses every connection from the first request on.
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise((resolve) => server.close(resolve))
    const { fMintAddressProvider } = devnetNetworkContracts(devnet.deployment)
    expect(fMintAddressProvider).toBeDefined()
    const mode = createApiModeStatus()
    const down = createApiClient({
      endpoints: [`http://127.0.0.1:${port}/api`],
      rpc,
      mode,
      hedgeDelay: false,
      contracts: { fMintAddressProvider },
    })
    const overApi = await getFMintAccount(apiClient, { owner: account.address })
    expect(await getFMintAccount(down, { owner: account.address })).toEqual(overApi)
    expect(mode.getState()).toBe('limited')
    const rpcOnlyWithPreset = createApiClient({
      endpoints: [],
      rpc,
      contracts: devnetNetworkContracts(devnet.deployment),
    })
    expect(await getFMintAccount(rpcOnlyWithPreset, { owner: account.address })).toEqual(overApi)
    expect(overApi.debt.map((b) => b.balance)).toEqual([10n * E18])
  })

  it('without the FantomMint contract, the RPC-only client refuses the query, saying fMint needs the API', async () => {
    await expect(getFMintAccount(rpcOnly, { owner: account.address })).rejects.toMatchObject({
      code: 'API_CONTRACTS_UNKNOWN',
      message: expect.stringContaining('fMint needs the Fantom API on this network'),
    })
  })
})
