// Swap (allow, trade), add liquidity (allow A, allow B, add) and remove liquidity (approve share, remove) on the
// devnet's Uniswap V2 pools, with amounts from the API's quotes and the SDK's swap rules.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  chainState,
  client,
  contracts,
  createFundedAccount,
  dependenciesOf,
  E18,
  PASSWORD,
  rejectThenRun,
  runFlow,
  type TestAccount,
  tokenAllowance,
  tokenBalance,
} from '../../../test/devnet.js'
import {
  computeMinimumAmount,
  computeQuote,
  computeRemoveLiquidityAmounts,
  getUniswapAmountsIn,
  getUniswapAmountsOut,
  getUniswapPair,
} from '../../index.js'
import { addLiquidityMachine, removeLiquidityMachine, swapMachine, wrapMachine } from '../../machines.js'

const wftm = contracts.wftm as string
const fusd = contracts.fusd as string
const router = contracts.uniswapRouter as string

async function walletWithWftm(amount: bigint): Promise<TestAccount> {
  const account = await createFundedAccount(Number((amount / E18) * 2n + 50n))
  await runFlow(wrapMachine, account, { amount })
  return account
}

async function pairOf(user: string) {
  const pair = await getUniswapPair(client, { tokens: [wftm, fusd], user })
  if (!pair) throw new Error('no WFTM/FUSD pair on the devnet')
  const wftmFirst = pair.tokens[0]?.address.toLowerCase() === wftm.toLowerCase()
  const [reserveA, reserveB] = wftmFirst ? pair.reserves : [...pair.reserves].reverse()
  return { ...pair, reserveA: reserveA ?? 0n, reserveB: reserveB ?? 0n }
}

describe('swap on the devnet', () => {
  it('sells an exact amount of WFTM for at least the minimum of FUSD', async () => {
    const account = await walletWithWftm(200n * E18)
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
    const done = await rejectThenRun(swapMachine, account, params)
    expect(done.context.steps.map((s: { label: string }) => s.label)).toEqual(['Allow', 'Trade'])
    expect(await tokenBalance(wftm, account.address)).toBe(100n * E18)
    expect(await tokenBalance(fusd, account.address)).toBeGreaterThanOrEqual(
      computeMinimumAmount({ amount: amountOut, slippagePercent: 0.5 }),
    )
  })

  it('buys an exact amount of FUSD for at most the maximum of WFTM', async () => {
    const account = await walletWithWftm(100n * E18)
    const amountOut = 10n * E18
    const [amountIn = 0n] = await getUniswapAmountsIn(client, { amountOut, tokens: [wftm, fusd] })
    const params = {
      fromToken: wftm,
      toToken: fusd,
      mode: 'exactOut' as const,
      amountIn,
      amountOut,
      slippagePercent: 0.5,
    }
    await runFlow(swapMachine, account, params)
    expect(await tokenBalance(fusd, account.address)).toBe(10n * E18)
    expect(100n * E18 - (await tokenBalance(wftm, account.address))).toBe(amountIn)
  })

  it('rejecting the trade step leaves only the allowance on chain', async () => {
    const account = await walletWithWftm(50n * E18)
    const amountIn = 20n * E18
    const [, amountOut = 0n] = await getUniswapAmountsOut(client, { amountIn, tokens: [wftm, fusd] })
    const params = {
      fromToken: wftm,
      toToken: fusd,
      mode: 'exactIn' as const,
      amountIn,
      amountOut,
      slippagePercent: 0.5,
    }
    const actor = createActor(swapMachine, { input: { ...dependenciesOf(account), params } }).start()
    await waitFor(actor, (s) => s.matches('confirm'), { timeout: 30_000 })
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('stepDone'), { timeout: 30_000 })
    actor.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.matches('confirm'), { timeout: 30_000 })
    const before = await chainState(account.address)
    actor.send({ type: 'REJECT' })
    expect(actor.getSnapshot().value).toBe('rejected')
    actor.stop()
    expect(await chainState(account.address)).toEqual(before)
    expect(await tokenAllowance(wftm, account.address, router)).toBe(amountIn)
    expect(await tokenBalance(wftm, account.address)).toBe(50n * E18)
  })
})

describe('liquidity on the devnet', () => {
  it('adds WFTM and FUSD to the pool, then removes the whole share', async () => {
    const account = await walletWithWftm(300n * E18)
    const [, bought] = await getUniswapAmountsOut(client, { amountIn: 100n * E18, tokens: [wftm, fusd] })
    const swap = {
      fromToken: wftm,
      toToken: fusd,
      mode: 'exactIn' as const,
      amountIn: 100n * E18,
      amountOut: bought,
      slippagePercent: 1,
    }
    await runFlow(swapMachine, account, swap)

    const pool = await pairOf(account.address)
    const amountA = 50n * E18
    const amountB = computeQuote({ amountA, reserveA: pool.reserveA, reserveB: pool.reserveB })
    const add = { tokenA: wftm, tokenB: fusd, amountA, amountB, slippagePercent: 0.5 }
    const added = await rejectThenRun(addLiquidityMachine, account, add)
    expect(added.context.steps.map((s: { id: string }) => s.id)).toEqual(['allowA', 'allowB', 'add'])
    const withShare = await pairOf(account.address)
    expect(withShare.shareOf).toBeGreaterThan(0n)

    const removal = computeRemoveLiquidityAmounts({
      shareOf: withShare.shareOf ?? 0n,
      totalSupply: withShare.totalSupply,
      reserveA: withShare.reserveA,
      reserveB: withShare.reserveB,
      percent: 100,
    })
    const [wftmBefore, fusdBefore] = [
      await tokenBalance(wftm, account.address),
      await tokenBalance(fusd, account.address),
    ]
    const remove = {
      pair: withShare.pairAddress,
      tokenA: wftm,
      tokenB: fusd,
      ...removal,
      slippagePercent: 0.5,
    }
    await rejectThenRun(removeLiquidityMachine, account, remove)
    expect((await pairOf(account.address)).shareOf).toBe(0n)
    expect((await tokenBalance(wftm, account.address)) - wftmBefore).toBe(removal.amountA)
    expect((await tokenBalance(fusd, account.address)) - fusdBefore).toBe(removal.amountB)
  })
})
