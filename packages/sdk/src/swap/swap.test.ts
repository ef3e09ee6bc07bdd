import { parseEther } from 'ethers'
import { describe, expect, it } from 'vitest'
import { computeAmountIn, computeAmountOut, computeQuote } from './computeAmounts.js'
import { computeDeadline } from './computeDeadline.js'
import { computePriceImpact } from './computePriceImpact.js'
import { computeAddLiquidityShare, computePoolShare, computeRemoveLiquidityAmounts } from './liquidity.js'
import {
  computeMaximumAmount,
  computeMinimumAmount,
  computeSwapAllowance,
  parseSlippagePercent,
} from './slippage.js'

const R = parseEther('1000')

describe('Uniswap V2 amounts', () => {
  it('computes the output of an exact input with the 0.3 % fee', () => {
    // 1 in against 1000/1000: 997 × 1000 / (1000 × 1000 + 997) tokens.
    expect(computeAmountOut({ amountIn: parseEther('1'), reserveIn: R, reserveOut: R })).toBe(
      996_006_981_039_903_216n,
    )
  })

  it('computes the input of an exact output, rounded up by one like the router', () => {
    expect(computeAmountIn({ amountOut: parseEther('1'), reserveIn: R, reserveOut: R })).toBe(
      1_004_013_040_121_365_097n,
    )
  })

  it('is consistent: the input for an output yields at least that output', () => {
    const reserves = { reserveIn: parseEther('12345.678'), reserveOut: parseEther('987.654321') }
    for (const out of [1n, 10n ** 12n, parseEther('3.3'), parseEther('900')]) {
      const amountIn = computeAmountIn({ ...reserves, amountOut: out })
      expect(computeAmountOut({ ...reserves, amountIn })).toBeGreaterThanOrEqual(out)
      expect(computeAmountOut({ ...reserves, amountIn: amountIn - 1n })).toBeLessThan(out + 1n)
    }
  })

  it('refuses empty pools, outputs beyond the reserve and zero amounts', () => {
    expect(() => computeAmountOut({ amountIn: 1n, reserveIn: 0n, reserveOut: R })).toThrowError(
      'Insufficient Pair Liquidity',
    )
    expect(() => computeAmountIn({ amountOut: R, reserveIn: R, reserveOut: R })).toThrowError(
      'Insufficient Pair Liquidity',
    )
    expect(() => computeAmountOut({ amountIn: 0n, reserveIn: R, reserveOut: R })).toThrowError(
      expect.objectContaining({ code: 'SWAP_INVALID_AMOUNT' }),
    )
  })

  it('quotes the paired amount at the pool price', () => {
    expect(
      computeQuote({ amountA: parseEther('2'), reserveA: parseEther('100'), reserveB: parseEther('250') }),
    ).toBe(parseEther('5'))
  })
})

describe('slippage', () => {
  it('reads the percent setting as parts per million', () => {
    expect(parseSlippagePercent(0.5)).toBe(5_000n)
    expect(parseSlippagePercent(100)).toBe(1_000_000n)
    expect(() => parseSlippagePercent(101)).toThrowError(
      expect.objectContaining({ code: 'SWAP_INVALID_SLIPPAGE' }),
    )
    expect(() => parseSlippagePercent(Number.NaN)).toThrow()
  })

  it('gives min received = amount × (1 − s) and max sold = amount × (1 + s)', () => {
    expect(computeMinimumAmount({ amount: parseEther('100'), slippagePercent: 0.5 })).toBe(parseEther('99.5'))
    expect(computeMaximumAmount({ amount: parseEther('100'), slippagePercent: 0.5 })).toBe(
      parseEther('100.5'),
    )
    expect(computeMinimumAmount({ amount: 999n, slippagePercent: 0.5 })).toBe(994n)
    expect(computeMaximumAmount({ amount: 999n, slippagePercent: 0.5 })).toBe(1004n)
  })

  it('allows the raised input in exact-output mode and the balance on "max"', () => {
    const base = { amountIn: parseEther('10'), slippagePercent: 1 }
    expect(computeSwapAllowance({ ...base, mode: 'exactOut' })).toBe(parseEther('10.1'))
    expect(computeSwapAllowance({ ...base, mode: 'exactIn' })).toBe(parseEther('10'))
    expect(computeSwapAllowance({ ...base, mode: 'exactIn', useMax: true, balance: parseEther('12') })).toBe(
      parseEther('12'),
    )
  })
})

describe('price impact', () => {
  it('is the 0.3 % fee for a tiny trade and grows with the trade', () => {
    const tiny = parseEther('0.000001')
    const tinyOut = computeAmountOut({ amountIn: tiny, reserveIn: R, reserveOut: R })
    expect(
      computePriceImpact({ amountIn: tiny, amountOut: tinyOut, reserveIn: R, reserveOut: R }),
    ).toBeCloseTo(0.3, 3)
    const big = parseEther('100')
    const bigOut = computeAmountOut({ amountIn: big, reserveIn: R, reserveOut: R })
    // 100 into 1000/1000 gets 90.66; the pool price promised 100.
    expect(computePriceImpact({ amountIn: big, amountOut: bigOut, reserveIn: R, reserveOut: R })).toBeCloseTo(
      9.3389,
      3,
    )
  })

  it('is 0 without amounts or reserves', () => {
    expect(computePriceImpact({ amountIn: 0n, amountOut: 0n, reserveIn: R, reserveOut: R })).toBe(0)
    expect(computePriceImpact({ amountIn: 1n, amountOut: 1n, reserveIn: 0n, reserveOut: R })).toBe(0)
  })
})

describe('liquidity', () => {
  const pool = {
    shareOf: parseEther('10'),
    totalSupply: parseEther('100'),
    reserveA: parseEther('400'),
    reserveB: parseEther('800'),
  }

  it("gives the account's pool share", () => {
    expect(computePoolShare(pool)).toBe(10)
    expect(computePoolShare({ shareOf: 1n, totalSupply: 0n })).toBe(0)
  })

  it('gives the share after adding, as the pair mints LP', () => {
    // 40 A mints 10 LP: (10 + 10) / (100 + 10) = 18.1818 %.
    expect(computeAddLiquidityShare({ ...pool, amountA: parseEther('40') })).toBe(18.1818)
    expect(computeAddLiquidityShare({ shareOf: 0n, totalSupply: 0n, amountA: 5n, reserveA: 0n })).toBe(100)
  })

  it('returns the reserves times the removed share, and exactly shareOf at 100 %', () => {
    expect(computeRemoveLiquidityAmounts({ ...pool, percent: 25 })).toEqual({
      liquidity: parseEther('2.5'),
      amountA: parseEther('10'),
      amountB: parseEther('20'),
    })
    const odd = { ...pool, shareOf: 333n }
    expect(computeRemoveLiquidityAmounts({ ...odd, percent: 100 }).liquidity).toBe(333n)
    expect(computeRemoveLiquidityAmounts({ ...odd, percent: 50 }).liquidity).toBe(166n)
    expect(computeRemoveLiquidityAmounts({ ...pool, percent: 0 })).toEqual({
      liquidity: 0n,
      amountA: 0n,
      amountB: 0n,
    })
  })
})

describe('deadline', () => {
  it('is the latest block time + 1200 s', () => {
    expect(computeDeadline({ latestBlockTimestamp: 1_700_000_000 })).toBe(1_700_001_200n)
    expect(computeDeadline({ latestBlockTimestamp: 5n })).toBe(1205n)
  })
})
