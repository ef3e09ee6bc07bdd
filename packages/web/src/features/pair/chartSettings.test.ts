import { describe, expect, it } from 'vitest'
import { computeSpanStart, findResolution, priceTabLabel } from './chartSettings.js'

describe('pair chart settings', () => {
  it("names the price tabs 'token1/token2 price' and 'token2/token1 price' (docs/behaviour/pair-detail.md#charts)", () => {
    expect(priceTabLabel('WFTM', 'FUSD')).toBe('WFTM/FUSD price')
    expect(priceTabLabel('FUSD', 'WFTM')).toBe('FUSD/WFTM price')
  })

  it('offers the resolutions 15m, 1H, 4H, D, 1M with their seconds, time shown below a day (docs/behaviour/pair-detail.md#charts)', () => {
    expect(
      ['15m', '1H', '4H', 'D', '1M'].map((l) => [findResolution(l)?.seconds, findResolution(l)?.timeVisible]),
    ).toEqual([
      [900, true],
      [3600, true],
      [14_400, true],
      [86_400, false],
      [2_592_000, false],
    ])
  })

  it('starts 1W and 1M 7 and 30 days back, All at 0', () => {
    expect(computeSpanStart('1W', 1_000_000)).toBe(1_000_000 - 7 * 86_400)
    expect(computeSpanStart('1M', 10_000_000)).toBe(10_000_000 - 30 * 86_400)
    expect(computeSpanStart('All', 10_000_000)).toBe(0)
  })
})
