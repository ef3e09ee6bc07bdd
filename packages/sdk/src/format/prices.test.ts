import { describe, expect, it } from 'vitest'
import { computeDisplayDecimals } from './computeDisplayDecimals.js'
import { toDecimalString } from './toDecimalString.js'
import { truncatePrice } from './truncatePrice.js'

describe('truncatePrice', () => {
  it('cuts to 5 decimals without rounding', () => {
    expect(truncatePrice(0.123456789)).toBe(0.12345)
    expect(truncatePrice(1.999999)).toBe(1.99999)
    expect(truncatePrice('0.4242429')).toBe(0.42424)
    expect(truncatePrice(3)).toBe(3)
  })

  it('avoids the floating-point error of multiply-then-trunc', () => {
    expect(Math.trunc(0.29 * 1e5) / 1e5).toBe(0.28999)
    expect(truncatePrice(0.29)).toBe(0.29)
  })

  it('handles tiny prices printed in exponent form', () => {
    expect(truncatePrice(1e-7)).toBe(0)
    expect(truncatePrice(1.5e-5)).toBe(0.00001)
  })

  it('rejects prices that are not non-negative numbers', () => {
    for (const bad of [Number.NaN, -1, Number.POSITIVE_INFINITY, 'abc', '']) {
      expect(() => truncatePrice(bad)).toThrow(expect.objectContaining({ code: 'AMOUNT_INVALID' }))
    }
  })
})

describe('toDecimalString', () => {
  it('writes numbers and decimal strings in plain form', () => {
    expect(toDecimalString(1e-7)).toBe('0.0000001')
    expect(toDecimalString(1e21)).toBe('1000000000000000000000')
    expect(toDecimalString('.5')).toBe('0.5')
    expect(toDecimalString('2.5e-3')).toBe('0.0025')
  })
})

describe('computeDisplayDecimals (docs/behaviour/tokens-and-assets.md#display-decimals)', () => {
  it.each([
    [0, 6],
    [0.0001, 1],
    [0.4999, 1],
    [0.5, 2],
    [99.99, 2],
    [100, 5],
    [999.99, 5],
    [1000, 6],
    [65_000, 6],
  ])('price %d shows %d decimals', (price, decimals) => {
    expect(computeDisplayDecimals(price)).toBe(decimals)
  })

  it('treats an unknown price like 0', () => {
    expect(computeDisplayDecimals(Number.NaN)).toBe(6)
    expect(computeDisplayDecimals(-1)).toBe(6)
  })
})
