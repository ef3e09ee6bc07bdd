import { formatTokenValue } from '@ftm-wallet/sdk'
import { describe, expect, it } from 'vitest'
import { settleDust } from './settleDust.js'

const E18 = 10n ** 18n
const show = (value: bigint, decimals: number, displayDecimals: number) =>
  formatTokenValue(settleDust(value, decimals, displayDecimals), { decimals, displayDecimals })

describe('settleDust', () => {
  it('shows a deposit of 20 that came back a few base units short as 20', () => {
    // The first depositor's share of a new pair: 20 FUSD less what the minimum liquidity keeps (770 wei here).
    expect(show(20n * E18 - 770n, 18, 1)).toBe('20.0')
    expect(show(20n * E18 - 770n, 18, 4)).toBe('20.0000')
    expect(show(20n * 10n ** 6n - 1n, 6, 2)).toBe('20.00')
  })

  it('keeps cutting a value that is more than dust below the next step', () => {
    expect(show(19n * E18 + 96n * 10n ** 16n, 18, 1)).toBe('19.9…')
    expect(show(20n * E18 - 10n ** 13n, 18, 4)).toBe('19.9999…')
    // A thousandth of a shown step is the most it settles, even on a large value.
    expect(show(1_000_000n * E18 - 10n ** 11n, 18, 6)).toBe('999,999.999999…')
  })

  it('leaves exact values, zero and values without hidden digits alone', () => {
    expect(settleDust(20n * E18, 18, 2)).toBe(20n * E18)
    expect(settleDust(0n, 18, 2)).toBe(0n)
    expect(settleDust(123n, 2, 2)).toBe(123n)
    expect(show(12n * E18 + 5n * 10n ** 15n, 18, 2)).toBe('12.00…')
  })
})
