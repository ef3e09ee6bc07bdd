import { describe, expect, it } from 'vitest'
import { formatFiat, formatFiatValue } from './formatFiat.js'
import { formatPercent } from './formatPercent.js'

describe('formatFiat', () => {
  it('formats USD by default with 2 fraction digits', () => {
    expect(formatFiat(1234.5)).toBe('$1,234.50')
    expect(formatFiat('0')).toBe('$0.00')
  })

  it('formats EUR and any fraction digits from 1 to 6', () => {
    expect(formatFiat('1234.5', { currency: 'EUR' })).toBe('€1,234.50')
    expect(formatFiat(0.123456, { fractionDigits: 6 })).toBe('$0.123456')
    expect(formatFiat(0.16, { fractionDigits: 1 })).toBe('$0.2')
  })

  it('formats negative amounts', () => {
    expect(formatFiat(-2.5)).toBe('-$2.50')
    expect(formatFiat('-2.5')).toBe('-$2.50')
  })

  it('rejects unknown currencies, fraction digits outside 1–6 and non-numbers', () => {
    expect(() => formatFiat(1, { currency: 'GBP' as 'USD' })).toThrow(
      expect.objectContaining({ code: 'CURRENCY_INVALID' }),
    )
    for (const fractionDigits of [0, 7, 2.5]) {
      expect(() => formatFiat(1, { fractionDigits })).toThrow(
        expect.objectContaining({ code: 'FRACTION_DIGITS_INVALID' }),
      )
    }
    expect(() => formatFiat('ten')).toThrow(expect.objectContaining({ code: 'AMOUNT_INVALID' }))
  })
})

describe('formatFiat agrees with Intl.NumberFormat', () => {
  it('on random amounts, currencies and fraction digits (rounding half away from zero, grouping, sign)', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const samples = [
      '0',
      '0.005',
      '0.015',
      '0.125',
      '999.995',
      '999999.9949',
      '-0.004',
      '-1234567.885',
      '1e-7',
    ]
    for (let i = 0; i < 300; i += 1) {
      const whole = Math.floor(random() * 10 ** Math.floor(random() * 10))
      const fraction = String(Math.floor(random() * 10 ** 8))
        .padStart(8, '0')
        .slice(0, 1 + Math.floor(random() * 8))
      samples.push(`${random() < 0.2 ? '-' : ''}${whole}.${fraction}`)
    }
    for (const amount of samples) {
      for (const currency of ['USD', 'EUR'] as const) {
        for (const fractionDigits of [1, 2, 4, 6]) {
          const intl = new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency,
            minimumFractionDigits: fractionDigits,
            maximumFractionDigits: fractionDigits,
          }).format(amount as `${number}`)
          expect(
            formatFiat(amount, { currency, fractionDigits }),
            `${amount} ${currency} ${fractionDigits}`,
          ).toBe(intl)
        }
      }
    }
  })
})

describe('formatFiatValue', () => {
  it('multiplies wei by the price exactly before rounding once', () => {
    expect(formatFiatValue(2n * 10n ** 18n, 0.25)).toBe('$0.50')
    // 0.1 + 0.2 style float error would show here: 3 FTM at 0.1 is exactly 0.30.
    expect(formatFiatValue(3n * 10n ** 18n, 0.1, { fractionDigits: 6 })).toBe('$0.300000')
    expect(formatFiatValue(123_456_789n * 10n ** 18n, '0.42424', { currency: 'EUR' })).toBe('€52,375,308.17')
  })
})

describe('formatPercent', () => {
  it('formats a percent value with fixed fraction digits', () => {
    expect(formatPercent(12.345)).toBe('12.35%')
    expect(formatPercent(5, 0)).toBe('5%')
    expect(formatPercent(1234.5)).toBe('1,234.50%')
  })

  it('rejects non-finite values', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(expect.objectContaining({ code: 'AMOUNT_INVALID' }))
  })
})
