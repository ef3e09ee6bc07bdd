import { formatUnits } from 'ethers'
import { ACTION_SYNC, type PairActionRecord } from '../../../indexer/plugins/uniswap/UniswapIndex.js'

// Bucket lengths of the real API's resolutions; anything else is "day" (docs/chain-and-api.md#api-queries).
const MINUTE = 60
const RESOLUTIONS: Record<string, number> = {
  month: 30 * 24 * 60 * MINUTE,
  day: 24 * 60 * MINUTE,
  '4h': 4 * 60 * MINUTE,
  '1h': 60 * MINUTE,
  '30m': 30 * MINUTE,
  '15m': 15 * MINUTE,
  '5m': 5 * MINUTE,
  '1m': MINUTE,
}

/** Bucket length in seconds of a resolution string. */
export function resolutionSeconds(resolution: string | null | undefined): number {
  return RESOLUTIONS[resolution ?? ''] ?? (RESOLUTIONS.day as number)
}

/** Buckets aligned to multiples of the resolution since the unix epoch, labelled by their start (UTC). */
function bucketsOf(records: readonly PairActionRecord[], resolution: string | null | undefined) {
  const size = resolutionSeconds(resolution)
  const buckets = new Map<number, PairActionRecord[]>()
  for (const r of records) {
    const start = r.time - (r.time % size)
    const bucket = buckets.get(start)
    if (bucket) bucket.push(r)
    else buckets.set(start, [r])
  }
  return [...buckets.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([start, items]) => ({ time: new Date(start * 1000).toISOString(), items }))
}

/** Volume per bucket: the sum of token0 in and out over every action of the pair (as the real API sums). */
export function timeVolumes(records: readonly PairActionRecord[], resolution: string | null | undefined) {
  return bucketsOf(records, resolution).map(({ time, items }) => ({
    time,
    value: items.reduce((sum, r) => sum + r.amount0in + r.amount0out, 0n),
  }))
}

/** Reserves at the end of each bucket. */
export function timeReserves(records: readonly PairActionRecord[], resolution: string | null | undefined) {
  return bucketsOf(records, resolution).map(({ time, items }) => {
    const last = items[items.length - 1] as PairActionRecord
    return { time, reserveClose: [last.reserve0, last.reserve1] }
  })
}

/**
 * Price candles: each swap, addition or removal gives a price, token0 amount per token1 amount (direction 0)
 * or its inverse (any other direction). Unlike the real API, amounts are taken in whole tokens, so pairs of
 * tokens with different decimals chart sensibly.
 */
export function timePrices(
  records: readonly PairActionRecord[],
  resolution: string | null | undefined,
  direction: number,
  decimals: readonly [number, number],
) {
  const priced = records.filter((r) => r.type !== ACTION_SYNC)
  return bucketsOf(priced, resolution).flatMap(({ time, items }) => {
    const prices = items
      .map((r) => {
        const a = Number(formatUnits(r.amount0in + r.amount0out, decimals[0]))
        const b = Number(formatUnits(r.amount1in + r.amount1out, decimals[1]))
        return direction === 0 ? a / b : b / a
      })
      .filter((p) => Number.isFinite(p) && p > 0)
    if (prices.length === 0) return []
    return [
      {
        time,
        open: prices[0] as number,
        close: prices[prices.length - 1] as number,
        low: Math.min(...prices),
        high: Math.max(...prices),
        average: prices.reduce((s, p) => s + p, 0) / prices.length,
      },
    ]
  })
}
