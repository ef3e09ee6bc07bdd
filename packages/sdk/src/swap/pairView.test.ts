import { describe, expect, it } from 'vitest'
import { computeAmountIn, computeAmountOut } from './computeAmounts.js'
import { computePrice } from './computePrice.js'
import { computeSwapQuote } from './computeSwapQuote.js'
import { findPairOf, listPairTokens, orientPair } from './orientPair.js'

const E18 = 10n ** 18n
const A = { address: '0xAaaa000000000000000000000000000000000001', symbol: 'WFTM' }
const B = { address: '0xbbbb000000000000000000000000000000000002', symbol: 'FUSD' }
const C = { address: '0xcccc000000000000000000000000000000000003', symbol: 'USDC' }
const AB = { tokens: [A, B], reserves: [1000n * E18, 500n * E18] }
const BC = { tokens: [C, B], reserves: [10n ** 9n, 1000n * E18] }

describe('orientPair', () => {
  it('puts the chosen token first, whatever the pair order is', () => {
    expect(orientPair(AB, A.address)).toEqual({
      tokenA: A,
      tokenB: B,
      reserveA: 1000n * E18,
      reserveB: 500n * E18,
    })
    expect(orientPair(AB, B.address.toUpperCase().replace('0X', '0x'))).toEqual({
      tokenA: B,
      tokenB: A,
      reserveA: 500n * E18,
      reserveB: 1000n * E18,
    })
  })

  it('answers null for a token outside the pair', () => {
    expect(orientPair(AB, C.address)).toBeNull()
  })

  it('lists every token once and finds the pair of two tokens in either order', () => {
    expect(listPairTokens([AB, BC]).map((t) => t.symbol)).toEqual(['WFTM', 'FUSD', 'USDC'])
    expect(findPairOf([AB, BC], B.address, C.address)).toBe(BC)
    expect(findPairOf([AB, BC], C.address, B.address)).toBe(BC)
    expect(findPairOf([AB, BC], A.address, C.address)).toBeUndefined()
    expect(findPairOf([AB, BC], A.address, undefined)).toBeUndefined()
  })
})

describe('computeSwapQuote', () => {
  const reserves = { reserveIn: 1000n * E18, reserveOut: 500n * E18, slippagePercent: 0.5 }

  it('quotes an exact input with the router formula, price impact and minimum received', () => {
    const quote = computeSwapQuote({ mode: 'exactIn', amount: 10n * E18, ...reserves })
    const out = computeAmountOut({ amountIn: 10n * E18, reserveIn: 1000n * E18, reserveOut: 500n * E18 })
    expect(quote?.amountIn).toBe(10n * E18)
    expect(quote?.amountOut).toBe(out)
    expect(quote?.limit).toEqual({ kind: 'minimumReceived', amount: (out * 995n) / 1000n })
    // 1 − (out × Rin)/(in × Rout): the fee (0.3 %) plus the move of the price (about 1 %).
    expect(quote?.priceImpact).toBeCloseTo(1.2842, 3)
  })

  it('quotes an exact output with the maximum sold raised by the slippage', () => {
    const quote = computeSwapQuote({ mode: 'exactOut', amount: 5n * E18, ...reserves })
    const input = computeAmountIn({ amountOut: 5n * E18, reserveIn: 1000n * E18, reserveOut: 500n * E18 })
    expect(quote?.amountIn).toBe(input)
    expect(quote?.amountOut).toBe(5n * E18)
    expect(quote?.limit.kind).toBe('maximumSold')
    expect(quote?.limit.amount).toBe((input * 1005n + 999n) / 1000n)
  })

  it('has no quote without an amount, for an empty pool, or for more than the pool holds', () => {
    expect(computeSwapQuote({ mode: 'exactIn', amount: 0n, ...reserves })).toBeNull()
    expect(
      computeSwapQuote({ ...reserves, mode: 'exactIn', amount: E18, reserveIn: 0n, reserveOut: 0n }),
    ).toBeNull()
    expect(computeSwapQuote({ mode: 'exactOut', amount: 500n * E18, ...reserves })).toBeNull()
  })
})

describe('computePrice', () => {
  it('counts the quote tokens per base token, decimals of both sides included', () => {
    expect(
      computePrice({ amountBase: 2n * E18, decimalsBase: 18, amountQuote: 1_000_000n, decimalsQuote: 6 }),
    ).toBe(E18 / 2n)
    expect(
      computePrice({ amountBase: 10n ** 8n, decimalsBase: 8, amountQuote: 30_000n * E18, decimalsQuote: 18 }),
    ).toBe(30_000n * E18)
  })

  it('is 0 without a base amount', () => {
    expect(computePrice({ amountBase: 0n, decimalsBase: 18, amountQuote: E18, decimalsQuote: 18 })).toBe(0n)
  })
})
