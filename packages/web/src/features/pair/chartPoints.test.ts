import type { UniswapTimeReserve, UniswapTimeVolume } from '@ftm-wallet/sdk'
import { describe, expect, it } from 'vitest'
import { MAX_FILLED_POINTS, toCandlePoints, toLiquidityPoints, toVolumePoints } from './chartPoints.js'
import { computeSpanStart, findResolution } from './chartSettings.js'

const E18 = 10n ** 18n
const H = 3600
const at = (timestamp: number) => ({ time: new Date(timestamp * 1000).toISOString(), timestamp })
const reserve = (timestamp: number, r0: bigint): UniswapTimeReserve => ({
  ...at(timestamp),
  pairAddress: '0x0000000000000000000000000000000000000001',
  reserveClose: [r0, 1n],
})
const volume = (timestamp: number, value: bigint): UniswapTimeVolume => ({ ...at(timestamp), value })

describe('chart points', () => {
  it('fills missing liquidity buckets with the last value, up to the bucket of now', () => {
    const points = toLiquidityPoints([reserve(10 * H, 5n * E18), reserve(12 * H, 7n * E18)], {
      step: H,
      until: 14 * H + 59,
      decimals: 18,
    })
    expect(points).toEqual([
      { time: 10 * H, value: 5 },
      { time: 11 * H, value: 5 },
      { time: 12 * H, value: 7 },
      { time: 13 * H, value: 7 },
      { time: 14 * H, value: 7 },
    ])
  })

  it('fills missing volume buckets with zero and reads amounts with the token decimals', () => {
    const points = toVolumePoints([volume(0, 1_500_000n), volume(2 * H, 250_000n)], {
      step: H,
      until: 2 * H,
      decimals: 6,
    })
    expect(points).toEqual([
      { time: 0, value: 1.5 },
      { time: H, value: 0 },
      { time: 2 * H, value: 0.25 },
    ])
  })

  it('has no points without data, and leaves gaps open when filling would exceed the bound', () => {
    expect(toVolumePoints([], { step: H, until: 10 * H, decimals: 18 })).toEqual([])
    const far = toVolumePoints([volume(0, E18)], {
      step: 900,
      until: (MAX_FILLED_POINTS + 10) * 900,
      decimals: 18,
    })
    expect(far).toEqual([{ time: 0, value: 1 }])
  })

  it('turns price buckets into candles', () => {
    const candle = { ...at(H), open: 1, close: 2, low: 0.5, high: 3, average: 1.5 }
    expect(toCandlePoints([candle])).toEqual([{ time: H, open: 1, high: 3, low: 0.5, close: 2 }])
  })
})

describe('chart settings', () => {
  it('starts 1W and 1M 7 and 30 days back, All at 0', () => {
    expect(computeSpanStart('1W', 100 * 86_400)).toBe(93 * 86_400)
    expect(computeSpanStart('1M', 100 * 86_400)).toBe(70 * 86_400)
    expect(computeSpanStart('All', 100 * 86_400)).toBe(0)
  })

  it('maps the Data labels to the API resolutions and bucket lengths', () => {
    expect(findResolution('1H')).toMatchObject({ resolution: '1h', seconds: 3600 })
    expect(findResolution('1M')).toMatchObject({ resolution: 'month', seconds: 2_592_000 })
    expect(findResolution('2H')).toBeUndefined()
  })
})
