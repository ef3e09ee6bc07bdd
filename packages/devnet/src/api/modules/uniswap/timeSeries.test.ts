import { describe, expect, it } from 'vitest'
import {
  ACTION_SWAP,
  ACTION_SYNC,
  type PairActionRecord,
} from '../../../indexer/plugins/uniswap/UniswapIndex.js'
import { resolutionSeconds, timePrices, timeReserves, timeVolumes } from './timeSeries.js'

const base = Date.UTC(2024, 0, 2, 10, 0, 0) / 1000 // 2024-01-02T10:00:00Z
const e18 = 10n ** 18n

function record(
  offset: number,
  type: number,
  a0: bigint,
  a1: bigint,
  reserves: [bigint, bigint],
): PairActionRecord {
  return {
    ordinal: offset,
    id: '0x',
    pair: '0xp',
    type,
    txHash: '0x',
    sender: '0x',
    blockNumber: offset,
    time: base + offset,
    amount0in: a0,
    amount0out: 0n,
    amount1in: 0n,
    amount1out: a1,
    reserve0: reserves[0],
    reserve1: reserves[1],
  }
}

const records = [
  record(0, ACTION_SWAP, 2n * e18, 1n * e18, [10n, 20n]),
  record(60, ACTION_SWAP, 4n * e18, 1n * e18, [11n, 19n]),
  record(120, ACTION_SYNC, 0n, 0n, [12n, 18n]),
  record(3600, ACTION_SWAP, 3n * e18, 1n * e18, [13n, 17n]),
]

describe('time series', () => {
  it('knows the real API resolutions and falls back to a day', () => {
    expect(['5m', '15m', '1h', '4h', 'day', 'month'].map(resolutionSeconds)).toEqual([
      300, 900, 3600, 14400, 86400, 2592000,
    ])
    expect(resolutionSeconds('weird')).toBe(86400)
    expect(resolutionSeconds(undefined)).toBe(86400)
  })

  it('sums token0 volume per aligned bucket, labelled by the bucket start', () => {
    expect(timeVolumes(records, '1h')).toEqual([
      { time: '2024-01-02T10:00:00.000Z', value: 6n * e18 },
      { time: '2024-01-02T11:00:00.000Z', value: 3n * e18 },
    ])
  })

  it('closes each bucket with the last reserves, sync records included', () => {
    expect(timeReserves(records, '1h').map((r) => r.reserveClose)).toEqual([
      [12n, 18n],
      [13n, 17n],
    ])
  })

  it('builds price candles in both directions, adjusted for decimals', () => {
    const [first] = timePrices(records, '1h', 0, [18, 18])
    expect(first).toEqual({
      time: '2024-01-02T10:00:00.000Z',
      open: 2,
      close: 4,
      low: 2,
      high: 4,
      average: 3,
    })
    const [inverse] = timePrices(records, '1h', 1, [18, 18])
    expect(inverse).toMatchObject({ open: 0.5, close: 0.25 })
    const sixDecimals = [record(0, ACTION_SWAP, 2n * e18, 1_000_000n, [1n, 1n])]
    expect(timePrices(sixDecimals, 'day', 0, [18, 6])[0]?.close).toBe(2)
  })
})
