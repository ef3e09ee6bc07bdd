import { describe, expect, it } from 'vitest'
import { formatFtm, formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

describe('formatUnits', () => {
  it('formats exact decimals without trailing zeros', () => {
    expect(formatFtm(15n * 10n ** 17n)).toBe('1.5')
    expect(formatFtm(0n)).toBe('0')
    expect(formatFtm(1n)).toBe('0.000000000000000001')
    expect(formatFtm(10n ** 18n)).toBe('1')
    expect(formatUnits(-1_500_000n, 6)).toBe('-1.5')
    expect(formatUnits(42n, 0)).toBe('42')
  })

  it('round-trips with parseUnits', () => {
    for (const text of [
      '0',
      '1',
      '0.1',
      '123.456',
      '0.000000000000000001',
      '99999999999.999999999999999999',
    ]) {
      expect(formatUnits(parseUnits(text))).toBe(text)
    }
  })
})
