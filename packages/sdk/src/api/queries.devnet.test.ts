// Every query function against a real Fantom-API-compatible server: the run's devnet.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { getAddress, Wallet } from 'ethers'
import { describe, expect, inject, it, vi } from 'vitest'
import { devnet as devnetPreset } from '../constants/networks.js'
import { computeTransactionGas } from '../gas/computeTransactionGas.js'
import { getFtmPrice } from '../prices/getFtmPrice.js'
import { alwaysVisible } from '../watch/visibility.js'
import { watchAccounts } from '../watch/watchAccounts.js'
import type { Account } from './account/accountSchemas.js'
import { getAccount } from './account/getAccount.js'
import { getAccountBalances } from './account/getAccountBalances.js'
import { getAccounts } from './account/getAccounts.js'
import { getTransactionCount } from './account/getTransactionCount.js'
import { getTransactionHistory } from './account/getTransactionHistory.js'
import { getEpoch } from './chain/getEpoch.js'
import { getGasEstimate } from './chain/getGasEstimate.js'
import { getGasPrice } from './chain/getGasPrice.js'
import { getTransaction } from './chain/getTransaction.js'
import { sendTransaction } from './chain/sendTransaction.js'
import { type ApiClient, createApiClient } from './createApiClient.js'
import { getDefiConfiguration } from './defi/getDefiConfiguration.js'
import { getDefiTokens } from './defi/getDefiTokens.js'
import { getFMintAccount } from './defi/getFMintAccount.js'
import { getFMintAccountRewards } from './defi/getFMintAccountRewards.js'
import { ApiGraphqlError } from './errors.js'
import { getGovContract } from './governance/getGovContract.js'
import { getGovContractProposals } from './governance/getGovContractProposals.js'
import { getGovContracts } from './governance/getGovContracts.js'
import { getGovProposals } from './governance/getGovProposals.js'
import {
  getGovProposalOptionState,
  getGovProposalOptionStates,
  getGovProposalVote,
} from './governance/getGovProposalVotes.js'
import { fetchAllPages } from './pagination.js'
import { getDelegation } from './staking/getDelegation.js'
import { getAllDelegationsByAddress, getDelegationsByAddress } from './staking/getDelegationsByAddress.js'
import { getDelegationUnlockedAmount } from './staking/getDelegationUnlockedAmount.js'
import { getDelegationUnlockPenalty } from './staking/getDelegationUnlockPenalty.js'
import { getSfcConfig } from './staking/getSfcConfig.js'
import { getStaker } from './staking/getStaker.js'
import { getStakers } from './staking/getStakers.js'
import { getDefiNativeToken } from './tokens/getDefiNativeToken.js'
import { getErc20Assets } from './tokens/getErc20Assets.js'
import { getErc20TokenAllowance } from './tokens/getErc20TokenAllowance.js'
import { getErc20TokenBalance } from './tokens/getErc20TokenBalance.js'
import { getErc20TokenList } from './tokens/getErc20TokenList.js'
import { getUniswapActions } from './uniswap/getUniswapActions.js'
import {
  getUniswapAmountsIn,
  getUniswapAmountsOut,
  getUniswapQuoteLiquidity,
} from './uniswap/getUniswapAmounts.js'
import { getUniswapPair } from './uniswap/getUniswapPair.js'
import { getUniswapPairShares } from './uniswap/getUniswapPairShares.js'
import { getUniswapPairs } from './uniswap/getUniswapPairs.js'
import {
  getUniswapPairTimeSeries,
  getUniswapTimePrices,
  getUniswapTimeReserves,
  getUniswapTimeVolumes,
} from './uniswap/getUniswapTimeSeries.js'

const { apiUrl, url: baseUrl, deployment } = inject('devnet')
const client: ApiClient = createApiClient({ endpoints: [apiUrl], retries: 3 })

async function faucet(address: string, amount: number): Promise<void> {
  const response = await fetch(`${baseUrl}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount }),
  })
  expect(response.status).toBe(200)
}

async function waitForStatus(hash: string) {
  for (let i = 0; i < 100; i++) {
    const tx = await getTransaction(client, { hash })
    if (tx !== null && tx.status !== 'pending') return tx
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('transaction stayed pending')
}

describe('wallet core against the devnet', () => {
  const wallet = Wallet.createRandom()
  const recipient = Wallet.createRandom().address
  const E18 = 10n ** 18n

  it('a fresh address has an empty account', async () => {
    const account = await getAccount(client, { address: wallet.address })
    expect(account).toMatchObject({ address: wallet.address, balance: 0n, totalValue: 0n, staker: null })
    expect(await getTransactionCount(client, { address: wallet.address })).toBe(0n)
  })

  it('price, gas price, epoch', async () => {
    const usd = await getFtmPrice(client, { currency: 'USD' })
    expect(usd.price).toBeGreaterThan(0)
    expect(await getFtmPrice(client, { currency: 'EUR' })).toMatchObject({ currency: 'EUR' })
    expect(await getGasPrice(client)).toBeGreaterThan(0n)
    const epoch = await getEpoch(client)
    expect(epoch.id).toBeGreaterThan(0n)
    expect(epoch.endTime).toBeGreaterThan(0)
  })

  it('funds a wallet, estimates, signs, sends and verifies a transfer', async () => {
    await faucet(wallet.address, 10)
    const [balance] = await getAccountBalances(client, { addresses: [wallet.address] })
    expect(balance?.balance).toBe(10n * E18)

    const value = E18 / 2n
    const estimate = await getGasEstimate(client, { from: wallet.address, to: recipient, value })
    expect(estimate).toBeGreaterThanOrEqual(21_000n)
    const gas = computeTransactionGas({
      networkGasPrice: await getGasPrice(client),
      estimate,
      gasBuffer: devnetPreset.gasBuffer,
    })
    const nonce = await getTransactionCount(client, { address: wallet.address })
    const rawTransaction = await wallet.signTransaction({
      type: 0,
      chainId: 4003,
      nonce: Number(nonce),
      to: recipient,
      value,
      gasPrice: gas.gasPrice,
      gasLimit: gas.gasLimit,
    })
    const sent = await sendTransaction(client, { rawTransaction })
    expect(sent).toMatchObject({ from: wallet.address, to: recipient })
    const mined = await waitForStatus(sent.hash)
    expect(mined).toMatchObject({ status: 'success', gasUsed: 21_000n })

    expect(await getTransactionCount(client, { address: wallet.address })).toBe(1n)
    const [received] = await getAccounts(client, { addresses: [recipient] })
    expect(received?.balance).toBe(value)
    const history = await getTransactionHistory(client, { address: wallet.address })
    expect(history.transactions.items[0]).toMatchObject({
      hash: sent.hash,
      status: 'success',
      to: recipient,
      value,
    })
  })

  it('a node rejection comes back as ApiGraphqlError', async () => {
    const stale = await wallet.signTransaction({
      type: 0,
      chainId: 4003,
      nonce: 0,
      to: recipient,
      value: 1n,
      gasPrice: await getGasPrice(client),
      gasLimit: 21_000n,
    })
    const error = await sendTransaction(client, { rawTransaction: stale }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiGraphqlError)
  })

  it('an estimate of a reverting call fails with the node text', async () => {
    // SFC withdraw(validator 1, request 12345): no such withdraw request → revert
    const word = (n: bigint) => n.toString(16).padStart(64, '0')
    const data = `0x441a3e70${word(1n)}${word(12_345n)}`
    const sfc = '0xFC00FACE00000000000000000000000000000000'
    const error = await getGasEstimate(client, { from: wallet.address, to: sfc, data }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiGraphqlError)
    expect((error as ApiGraphqlError).messages.length).toBeGreaterThan(0)
  })

  it('an unknown transaction hash is null', async () => {
    expect(await getTransaction(client, { hash: `0x${'ab'.repeat(32)}` })).toBeNull()
  })
})

describe('polling against the devnet', () => {
  it('watchAccounts notices a faucet payment and refetches only that account', async () => {
    const [a, b] = [Wallet.createRandom().address, Wallet.createRandom().address]
    const snapshots: Account[][] = []
    const unwatch = watchAccounts(client, {
      addresses: [a, b],
      interval: 100,
      visibility: alwaysVisible,
      onAccounts: (accounts) => snapshots.push(accounts),
    })
    try {
      await vi.waitFor(() => expect(snapshots).toHaveLength(1), { timeout: 10_000 })
      await faucet(b, 3)
      await vi.waitFor(() => expect(snapshots.at(-1)?.[1]?.balance).toBe(3n * 10n ** 18n), {
        timeout: 10_000,
      })
      expect(snapshots.at(-1)?.[0]).toBe(snapshots[0]?.[0]) // unchanged account kept, not refetched
    } finally {
      unwatch()
    }
  })
})

describe('staking against the devnet', () => {
  it('sfcConfig, stakers and one staker', async () => {
    const config = await getSfcConfig(client)
    expect(config.maxLockupDuration).toBe(365n * 86_400n)
    const stakers = await getStakers(client)
    expect(stakers.length).toBeGreaterThan(1)
    const first = stakers[0]
    if (first === undefined) throw new Error('no validator')
    const staker = await getStaker(client, { id: first.id })
    expect(staker).toMatchObject({ id: first.id, stakerAddress: first.stakerAddress, stake: first.stake })
    expect(await getStaker(client, { address: first.stakerAddress })).toMatchObject({ id: first.id })
    expect(await getStaker(client, { id: 9999n })).toBeNull()
    expect(await getStaker(client, { address: Wallet.createRandom().address })).toBeNull()
    expect(stakers.some((s) => s.stakerInfo === null)).toBe(true)
  })

  it('delegations of a validator address: list, detail, unlocked amount, penalty', async () => {
    const [validator] = await getStakers(client)
    if (validator === undefined) throw new Error('no validator')
    const page = await getDelegationsByAddress(client, { address: validator.stakerAddress })
    expect(page.items.length).toBeGreaterThan(0)
    const all = await getAllDelegationsByAddress(client, { address: validator.stakerAddress })
    expect(all.length).toBe(Number(page.totalCount))
    const self = all.find((d) => d.toStakerId === validator.id)
    if (self === undefined) throw new Error('no self-stake')
    const p = { address: validator.stakerAddress, stakerId: validator.id }
    const delegation = await getDelegation(client, p)
    expect(delegation).toMatchObject({ toStakerId: validator.id })
    expect(delegation?.amount).toBe(self.amount)
    const unlocked = await getDelegationUnlockedAmount(client, p)
    expect(unlocked).toBe(delegation?.unlockedAmount)
    expect(await getDelegationUnlockPenalty(client, { ...p, amount: 10n ** 18n })).toBeGreaterThanOrEqual(0n)
    expect(
      await getDelegation(client, { address: Wallet.createRandom().address, stakerId: validator.id }),
    ).toBeNull()
    const account = await getAccount(client, { address: validator.stakerAddress })
    expect(account.staker?.id).toBe(validator.id)
    expect(account.pendingRewards).toHaveLength(all.length)
  })
})

describe('tokens and DeFi against the devnet', () => {
  const owner = Wallet.createRandom().address

  it('defiConfiguration, defiTokens, native token, fMint account', async () => {
    const config = await getDefiConfiguration(client)
    expect(config.decimals).toBeGreaterThan(0)
    const tokens = await getDefiTokens(client, { owner })
    const wftm = tokens.find((t) => t.canWrapFTM)
    expect(wftm).toMatchObject({ availableBalance: 0n, allowance: 0n })
    expect((await getDefiTokens(client)).length).toBe(tokens.length)
    const native = await getDefiNativeToken(client, { owner })
    expect(native?.address).toBe(wftm?.address)
    const fmint = await getFMintAccount(client, { owner })
    expect(fmint).toMatchObject({ address: owner, collateral: [], debt: [], collateralValue: 0n })
    expect(await getFMintAccountRewards(client, { owner })).toMatchObject({
      address: owner,
      rewardsEarned: 0n,
    })
  })

  it('ERC-20 lists, balance and allowance', async () => {
    const list = await getErc20TokenList(client, { owner })
    expect(list.length).toBeGreaterThan(0)
    const token = list[0]
    if (token === undefined) throw new Error('no token')
    expect(await getErc20TokenBalance(client, { owner, token: token.address })).toBe(0n)
    expect(await getErc20TokenAllowance(client, { token: token.address, owner, spender: owner })).toBe(0n)
    expect(await getErc20Assets(client, { owner })).toEqual([])
  })
})

describe('fUNI against the devnet', () => {
  it('pairs, pair by tokens, shares, quotes', async () => {
    const pairs = await getUniswapPairs(client)
    const first = pairs[0]
    if (first === undefined) throw new Error('no pair')
    const [a, b] = first.tokens.map((t) => t.address) as [string, string]
    const pair = await getUniswapPair(client, { tokens: [b, a], user: Wallet.createRandom().address })
    expect(pair?.pairAddress).toBe(first.pairAddress)
    expect(pair?.shareOf).toBe(0n)
    expect(pair?.tokens.map((t) => t.balance)).toEqual(first.reserves)
    expect((await getUniswapPairShares(client, { user: first.pairAddress })).length).toBe(pairs.length)
    const out = await getUniswapAmountsOut(client, { amountIn: 10n ** 18n, tokens: [a, b] })
    expect(out[1]).toBeGreaterThan(0n)
    const into = await getUniswapAmountsIn(client, { amountOut: out[1] as bigint, tokens: [a, b] })
    expect(into[0]).toBeLessThanOrEqual(10n ** 18n + 1n)
    const quote = await getUniswapQuoteLiquidity(client, {
      tokens: [a, b],
      amountsIn: [10n ** 18n, 10n ** 30n],
    })
    expect(quote[0]).toBe(10n ** 18n)
  })

  it('actions and chart series', async () => {
    const [pair] = await getUniswapPairs(client)
    if (pair === undefined) throw new Error('no pair')
    const page = await getUniswapActions(client, { pairAddress: pair.pairAddress })
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items[0]?.pairAddress).toBe(pair.pairAddress)
    if (page.nextCursor !== null) {
      const next = await getUniswapActions(client, { pairAddress: pair.pairAddress, cursor: page.nextCursor })
      expect(next.items[0]?.id).not.toBe(page.items[0]?.id)
    }
    const swaps = await getUniswapActions(client, { actionType: 'swap', count: 5 })
    expect(swaps.items.every((x) => x.type === 'swap')).toBe(true)
    const range = { address: pair.pairAddress, resolution: 'day' as const, fromDate: 0 }
    expect((await getUniswapTimeVolumes(client, range)).length).toBeGreaterThan(0)
    expect((await getUniswapTimeReserves(client, range))[0]?.pairAddress).toBe(pair.pairAddress)
    expect((await getUniswapTimePrices(client, { ...range, inverse: true })).length).toBeGreaterThan(0)
  })

  it('the four chart series in one request: the same points as the four asked apart', async () => {
    const [pair] = await getUniswapPairs(client)
    if (pair === undefined) throw new Error('no pair')
    // A window that ended a while ago: trades other files make now do not change it between the two asks.
    const range = {
      address: pair.pairAddress,
      resolution: '15m' as const,
      fromDate: 0,
      toDate: Math.floor(Date.now() / 1000) - 120,
    }
    const sent: string[] = []
    const counting: ApiClient = {
      ...client,
      request: (parameters) => {
        sent.push(/query (\w+)/.exec(parameters.document)?.[1] ?? '?')
        return client.request(parameters)
      },
    }
    const series = await getUniswapPairTimeSeries(counting, range)
    expect(sent).toEqual(['GetPairTimeSeries'])
    const [reserves, volumes, prices, inverse] = await Promise.all([
      getUniswapTimeReserves(client, range),
      getUniswapTimeVolumes(client, range),
      getUniswapTimePrices(client, range),
      getUniswapTimePrices(client, { ...range, inverse: true }),
    ])
    expect(reserves.length).toBeGreaterThan(0)
    expect(prices.length).toBeGreaterThan(0)
    expect(series.reserves).toEqual({ data: reserves })
    expect(series.volumes).toEqual({ data: volumes })
    expect(series.prices).toEqual({ data: prices })
    expect(series.inversePrices).toEqual({ data: inverse })
    expect(series.reserves.data?.[0]?.pairAddress).toBe(pair.pairAddress)
  })
})

describe('governance against the devnet', () => {
  it('contracts, proposals (paged), detail, votes and option states', async () => {
    const [contract] = await getGovContracts(client)
    if (contract === undefined) throw new Error('no governance contract')
    const first = await getGovProposals(client, { count: 2 })
    expect(first.items).toHaveLength(2)
    const all = await fetchAllPages({ fetchPage: (cursor) => getGovProposals(client, { cursor, count: 2 }) })
    expect(all.length).toBe(Number(first.totalCount))
    expect(new Set(all.map((p) => p.contract)).size).toBe(all.length)

    const [validator] = await getStakers(client)
    const from = validator?.stakerAddress as string
    const proposal = all[0]
    if (proposal === undefined) throw new Error('no proposal')
    const detail = await getGovContract(client, { address: proposal.governanceId, from, id: proposal.id })
    expect(detail?.proposal?.contract).toBe(proposal.contract)
    expect(detail?.canVote).toBe(true)
    const vote = await getGovProposalVote(client, { address: proposal.governanceId, id: proposal.id, from })
    expect(vote).not.toBeNull()
    const states = await getGovProposalOptionStates(client, {
      address: proposal.governanceId,
      id: proposal.id,
    })
    expect(states).toHaveLength(proposal.options.length)
    const row = await getGovProposalOptionState(client, {
      address: proposal.governanceId,
      id: proposal.id,
      from,
    })
    expect(row?.optionState?.optionId).toBe(0n)
    const list = await getGovContractProposals(client, { address: contract.address, from, count: 2 })
    expect(list?.proposals.items.length).toBeGreaterThan(0)
    expect(await getGovContract(client, { address: from, from, id: 1n })).toBeNull()
  })

  it('deployment is available from the devnet of the run', () => {
    expect(getAddress(deployment.admin)).toBe(deployment.admin)
  })
})
