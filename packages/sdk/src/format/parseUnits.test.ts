import { describe, expect, it } from 'vitest'
import { isWalletError } from '../errors/WalletError.js'
import { parseAmountInput, parseFtm, parseUnits } from './parseUnits.js'

const codeOf = (fn: () => unknown) => {
  try {
    fn()
    return 'no error'
  } catch (error) {
    return isWalletError(error) ? error.code : 'untyped error'
  }
}

describe('parseUnits', () => {
  it('parses whole, fractional and edge forms into base units', () => {
    expect(parseFtm('1')).toBe(10n ** 18n)
    expect(parseFtm('1.5')).toBe(15n * 10n ** 17n)
    expect(parseFtm('.5')).toBe(5n * 10n ** 17n)
    expect(parseFtm(' 2. ')).toBe(2n * 10n ** 18n)
    expect(parseFtm('0.000000000000000001')).toBe(1n)
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('42', 0)).toBe(42n)
    expect(parseFtm('123456789012345678901234567890')).toBe(123456789012345678901234567890n * 10n ** 18n)
  })

  it('ignores trailing zeros beyond the unit', () => {
    expect(parseUnits('1.500000', 2)).toBe(150n)
  })

  it('rejects more significant decimals than the unit has', () => {
    expect(codeOf(() => parseUnits('1.234', 2))).toBe('AMOUNT_TOO_MANY_DECIMALS')
    expect(codeOf(() => parseFtm('0.0000000000000000001'))).toBe('AMOUNT_TOO_MANY_DECIMALS')
  })

  it.each(['', ' ', '.', '-1', '+1', '1e18', '1,000', '1 000', 'abc', '0x10', '1..2', 'Infinity', 'NaN'])(
    'rejects %j with AMOUNT_INVALID',
    (input) => {
      expect(codeOf(() => parseFtm(input))).toBe('AMOUNT_INVALID')
    },
  )

  it('rejects non-string input and absurdly long input with a typed error', () => {
    expect(codeOf(() => parseFtm(1 as unknown as string))).toBe('AMOUNT_INVALID')
    expect(codeOf(() => parseFtm('1'.repeat(101)))).toBe('AMOUNT_INVALID')
  })

  it('rejects bad unit decimals', () => {
    expect(codeOf(() => parseUnits('1', -1))).toBe('DECIMALS_INVALID')
    expect(codeOf(() => parseUnits('1', 1.5))).toBe('DECIMALS_INVALID')
    expect(codeOf(() => parseUnits('1', 256))).toBe('DECIMALS_INVALID')
  })
})

describe('parseAmountInput', () => {
  it('parses what parseUnits parses, and gives undefined where parseUnits throws', () => {
    expect(parseAmountInput(' 1.5 ', 6)).toBe(1_500_000n)
    expect(parseAmountInput('2')).toBe(2n * 10n ** 18n)
    for (const text of ['', '-1', '1e3', '1,5', '0.0000001'])
      expect(parseAmountInput(text, 6)).toBeUndefined()
  })
})
