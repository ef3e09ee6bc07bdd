import {
  formatUnits,
  type UniswapTimePrice,
  type UniswapTimeReserve,
  type UniswapTimeVolume,
} from '@ftm-wallet/sdk'

export interface ValuePoint {
  /** Bucket start, unix seconds. */
  time: number
  value: number
}
export interface CandlePoint {
  time: number
  open: number
  high: number
  low: number
  close: number
}

/** Beyond this many buckets gaps stay gaps (e.g. All at 15m over years): the chart still shows every real point. */
export const MAX_FILLED_POINTS = 20_000

const toNumber = (value: bigint, decimals: number) => Number(formatUnits(value, decimals))

/**
 * One point per bucket from the first known bucket up to `until` (unix seconds), gaps filled by `fill`
 * (docs/behaviour/pair-detail.md#charts docs/behaviour/pair-detail.md#charts: missing points take the last value for
 * liquidity, zero for volume).
 */
function fillBuckets(
  known: readonly ValuePoint[],
  step: number,
  until: number,
  fill: (previous: number) => number,
): ValuePoint[] {
  const first = known[0]
  if (first === undefined) return []
  const last = Math.max(known[known.length - 1]?.time ?? first.time, until - (until % step))
  if ((last - first.time) / step > MAX_FILLED_POINTS) return [...known]
  const byTime = new Map(known.map((p) => [p.time, p.value]))
  const points: ValuePoint[] = []
  let previous = first.value
  for (let time = first.time; time <= last; time += step) {
    const value = byTime.get(time) ?? fill(previous)
    points.push({ time, value })
    previous = value
  }
  return points
}

/** Liquidity chart: the pool's token0 reserve at each bucket's close, in whole tokens. */
export function toLiquidityPoints(
  reserves: readonly UniswapTimeReserve[],
  options: { step: number; until: number; decimals: number },
): ValuePoint[] {
  const known = reserves.map((r) => ({
    time: r.timestamp,
    value: toNumber(r.reserveClose[0] ?? 0n, options.decimals),
  }))
  return fillBuckets(known, options.step, options.until, (previous) => previous)
}

/** Volume chart: token0 volume per bucket in whole tokens. */
export function toVolumePoints(
  volumes: readonly UniswapTimeVolume[],
  options: { step: number; until: number; decimals: number },
): ValuePoint[] {
  const known = volumes.map((v) => ({ time: v.timestamp, value: toNumber(v.value, options.decimals) }))
  return fillBuckets(known, options.step, options.until, () => 0)
}

/** Price charts: one candle per bucket that had a trade. */
export function toCandlePoints(prices: readonly UniswapTimePrice[]): CandlePoint[] {
  return prices.map(({ timestamp, open, high, low, close }) => ({ time: timestamp, open, high, low, close }))
}
