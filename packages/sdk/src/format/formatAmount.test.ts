import { describe, expect, it } from 'vitest'
import { formatAmount, formatPrice } from './formatAmount.js'

const units = (text: string, decimals = 18) => {
  const [whole, fraction = ''] = text.split('.')
  return BigInt(whole ?? '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

describe('formatAmount', () => {
  it('cuts 18-decimal values to the display decimals with a mark, never rounding up', () => {
    expect(formatAmount(units('1499.999911999999384'))).toBe('1,499.99…')
    expect(formatAmount(units('1487.497957327985701296'))).toBe('1,487.49…')
    expect(formatAmount(units('1487.497957327985701296'), { maxDecimals: 4 })).toBe('1,487.4979…')
  })

  it('writes whole and short values without trailing zeros or a mark', () => {
    expect(formatAmount(units('20'))).toBe('20')
    expect(formatAmount(units('1.5'))).toBe('1.5')
    expect(formatAmount(0n)).toBe('0')
    expect(formatAmount(units('1000000'), { grouping: false })).toBe('1000000')
  })

  it('keeps 4 significant digits of a value below 1 that would read as zeros', () => {
    expect(formatAmount(units('0.0000000123456789'))).toBe('0.00000001234…')
    expect(formatAmount(units('0.00005'))).toBe('0.00005')
    expect(formatAmount(1n)).toBe('0.000000000000000001')
    expect(formatAmount(units('0.05'))).toBe('0.05')
  })

  it('follows the token decimals and negative values', () => {
    expect(formatAmount(1_234_567n, { decimals: 6 })).toBe('1.23…')
    expect(formatAmount(-units('2.345'))).toBe('-2.34…')
  })

  it('rejects bad decimals with a typed error', () => {
    expect(() => formatAmount(1n, { maxDecimals: -1 })).toThrow(
      expect.objectContaining({ code: 'DECIMALS_INVALID' }),
    )
  })
})

describe('formatPrice', () => {
  it('shows 4 decimals, cut', () => {
    expect(formatPrice(1.43)).toBe('1.4300')
    expect(formatPrice(0.699300699)).toBe('0.6993…')
    expect(formatPrice(units('1.4321'))).toBe('1.4321')
  })

  it('never reads a tiny price as zeros', () => {
    expect(formatPrice(0.0000171234)).toBe('0.00001712…')
    expect(formatPrice(1e-9)).toBe('0.000000001')
    expect(formatPrice(0)).toBe('0')
  })

  it('says - for what is not a price', () => {
    expect(formatPrice(Number.NaN)).toBe('-')
    expect(formatPrice(-1)).toBe('-')
  })
})
