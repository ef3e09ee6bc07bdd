// fMint's configuration, token registry and rewards over JSON-RPC on the devnet: an RPC-only client (no GraphQL
// endpoint, the devnet's anvil as the node) with the network's contracts from the devnet's deployment answers
// getDefiConfiguration, getDefiTokens (with and without an owner) and getFMintAccountRewards exactly as the devnet
// API does, so the fMint screen and `ftm fmint status` work in limited mode. A network whose fMint contracts the
// wallet does not know (the testnet preset, or none) gets an error that says fMint needs the API.
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
  ApiContractsUnknownError,
  createApiClient,
  createRpcClient,
  devnetNetworkContracts,
  getDefiConfiguration,
  getDefiTokens,
  getFMintAccount,
  getFMintAccountRewards,
  testnet,
} from '../../index.js'
import { fmintLockMachine, fmintMintMachine, wrapMachine } from '../../machines.js'

const rpc = createRpcClient({ urls: [devnet.rpcUrl], chainId: info.chainId, hedgeDelay: false })
const presetContracts = devnetNetworkContracts(devnet.deployment)
const rpcOnly = createApiClient({ endpoints: [], rpc, contracts: presetContracts })
const wftm = contracts.wftm as string
const fusd = contracts.fusd as string

let account: TestAccount

beforeAll(async () => {
  account = await createFundedAccount(1000)
  await runFlow(wrapMachine, account, { amount: 300n * E18 })
  await runFlow(fmintLockMachine, account, { token: wftm, amount: 250n * E18, availableBalance: 300n * E18 })
  await runFlow(fmintMintMachine, account, { token: fusd, amount: 10n * E18, max: 25n * E18 })
}, 120_000)

describe('DeFi configuration, tokens and rewards over JSON-RPC', () => {
  it("the DeFi configuration: fMint's ratios and modules, the Uniswap and stake tokenizer contracts", async () => {
    const overApi = await getDefiConfiguration(apiClient)
    const overRpc = await getDefiConfiguration(rpcOnly)
    expect(overRpc).toEqual(overApi)
    expect(overRpc.fMintContract.toLowerCase()).toBe(presetContracts.fMint?.toLowerCase())
    expect(overRpc.uniswapRouter.toLowerCase()).toBe(contracts.uniswapRouter?.toLowerCase())
    expect(overRpc.minCollateralRatio4).toBe(30_000n)
    expect(overRpc.decimals).toBe(4)
  })

  it('the token registry with prices, and with the owner its balances and the minter allowances', async () => {
    expect(await getDefiTokens(rpcOnly)).toEqual(await getDefiTokens(apiClient))
    const owned = await getDefiTokens(rpcOnly, { owner: account.address })
    expect(owned).toEqual(await getDefiTokens(apiClient, { owner: account.address }))
    const wrapped = owned.find((t) => t.address.toLowerCase() === wftm.toLowerCase())
    expect(wrapped).toMatchObject({ symbol: 'WFTM', canWrapFTM: true, availableBalance: 50n * E18 })
    expect(wrapped?.price).toBeGreaterThan(0n)
    expect(
      owned.find((t) => t.address.toLowerCase() === fusd.toLowerCase())?.availableBalance,
    ).toBeGreaterThan(0n)
  })

  it("the account's fMint rewards, as the API reads them", async () => {
    const before = await getFMintAccountRewards(apiClient, { owner: account.address })
    const overRpc = await getFMintAccountRewards(rpcOnly, { owner: account.address })
    const after = await getFMintAccountRewards(apiClient, { owner: account.address })
    // Rewards accrue with the chain's time: the node's reading lies between the API's two.
    const { rewardsEarned, ...rest } = overRpc
    const { rewardsEarned: earnedBefore, ...restBefore } = before
    expect(rest).toEqual(restBefore)
    expect(rewardsEarned).toBeGreaterThanOrEqual(earnedBefore)
    expect(rewardsEarned).toBeLessThanOrEqual(after.rewardsEarned)
    expect(overRpc.address).toBe(account.address)
  })

  it('a network whose fMint contracts the wallet does not know: the error says fMint needs the API', async () => {
    for (const known of [undefined, testnet.contracts]) {
      const unknown = createApiClient({ endpoints: [], rpc, contracts: known })
      for (const read of [
        () => getDefiConfiguration(unknown),
        () => getDefiTokens(unknown, { owner: account.address }),
        () => getFMintAccount(unknown, { owner: account.address }),
        () => getFMintAccountRewards(unknown, { owner: account.address }),
      ]) {
        const error = await read().catch((e: unknown) => e)
        expect(error).toBeInstanceOf(ApiContractsUnknownError)
        expect(error).toMatchObject({
          code: 'API_CONTRACTS_UNKNOWN',
          message: expect.stringMatching(/needs? the Fantom API on this network/),
        })
      }
    }
  })
})
