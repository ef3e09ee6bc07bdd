// fMint positions over JSON-RPC on the devnet: after a lock and a mint, an RPC-only client (no GraphQL endpoint,
// the devnet's anvil as the node) given the FantomMint contract answers getFMintAccount exactly as the devnet API
// does; without the contract the RPC-only client cannot answer it.
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
import { createApiClient, createRpcClient, getDefiConfiguration, getFMintAccount } from '../../index.js'
import { fmintLockMachine, fmintMintMachine, wrapMachine } from '../../machines.js'

const rpcOnly = createApiClient({
  endpoints: [],
  rpc: createRpcClient({ urls: [devnet.rpcUrl], chainId: info.chainId, hedgeDelay: false }),
})
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

  it('without the FantomMint contract, the RPC-only client refuses the query', async () => {
    await expect(getFMintAccount(rpcOnly, { owner: account.address })).rejects.toMatchObject({
      code: 'API_NOT_CONFIGURED',
    })
  })
})
