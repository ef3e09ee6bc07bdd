import { describe, expect, it } from 'vitest'
import { formatTokenValue } from './formatTokenValue.js'

const ftm = (text: string) => {
  const [whole, fraction = ''] = text.split('.')
  return BigInt(whole ?? '0') * 10n ** 18n + BigInt(fraction.padEnd(18, '0'))
}

describe('formatTokenValue', () => {
  it('shows the fixed decimals, zeros included, and no mark when nothing is hidden', () => {
    expect(formatTokenValue(ftm('1.5'), { displayDecimals: 2 })).toBe('1.50')
    expect(formatTokenValue(0n, { displayDecimals: 2 })).toBe('0.00')
    expect(formatTokenValue(ftm('3'), { displayDecimals: 0 })).toBe('3')
  })

  it('appends an ellipsis when the cut hides a non-zero remainder', () => {
    expect(formatTokenValue(ftm('1.234'), { displayDecimals: 2 })).toBe('1.23…')
    expect(formatTokenValue(1n, { displayDecimals: 6 })).toBe('0.000000…')
  })

  it('cuts instead of rounding up, so a balance is never overstated', () => {
    expect(formatTokenValue(ftm('1.999'), { displayDecimals: 2 })).toBe('1.99…')
  })

  it('groups thousands en-US style unless asked not to', () => {
    expect(formatTokenValue(ftm('1234567.8'), { displayDecimals: 1 })).toBe('1,234,567.8')
    expect(formatTokenValue(ftm('1234567.8'), { displayDecimals: 1, grouping: false })).toBe('1234567.8')
  })

  it('handles tokens with few decimals and negative values', () => {
    expect(formatTokenValue(1_500_000n, { decimals: 6, displayDecimals: 8 })).toBe('1.50000000')
    expect(formatTokenValue(-ftm('2.345'), { displayDecimals: 2 })).toBe('-2.34…')
  })

  it('rejects bad decimals with a typed error', () => {
    expect(() => formatTokenValue(1n, { displayDecimals: -1 })).toThrow(
      expect.objectContaining({ code: 'DECIMALS_INVALID' }),
    )
  })
})
