import * as z from 'zod'
import { LIQUIDITY_PROVIDER_FEE } from '../../constants/defi.js'
import type { ApiClient } from '../createApiClient.js'
import { ApiInputError } from '../errors.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { hexBigInt } from '../scalars.js'

export interface GetUniswapPairDayStatsParameters extends QueryParameters {
  pairAddress: string
  /** End of the last 24 hours in unix seconds (default: now). */
  now?: number | undefined
}

/** Volume and liquidity-provider fees of the last 24 h and the 24 h before, in token0 base units. */
export interface UniswapPairDayStats {
  readonly volume: bigint
  readonly previousVolume: bigint
  readonly fees: bigint
  readonly previousFees: bigint
  /** Change of the volume against the previous 24 h in percent; null when that was 0. */
  readonly volumeChange: number | null
  /** Change of the fees against the previous 24 h in percent, from the fees themselves; null when they were 0. */
  readonly feesChange: number | null
  /** The volume's change (the name before the fees got their own). */
  readonly change: number | null
}
export type GetUniswapPairDayStatsReturnType = UniswapPairDayStats

const DAY = 86_400
// docs/behaviour/pair-detail.md#pair-stats: the 24 h stats use resolution 5m over the last 24 h and the 24 h before.
const STATS_RESOLUTION = '5m'

// Both days in one request, each under its own name (as the chart series are: getUniswapPairTimeSeries), so the
// server answers them together rather than in two requests.
const dayVolumesDocument = `query GetPairDayVolumes($address: Address!, $resolution: String, $lastFrom: Int, $lastTo: Int, $beforeFrom: Int, $beforeTo: Int) {
  last: defiTimeVolumes(address: $address, resolution: $resolution, fromDate: $lastFrom, toDate: $lastTo) { time value }
  before: defiTimeVolumes(address: $address, resolution: $resolution, fromDate: $beforeFrom, toDate: $beforeTo) { time value }
}`
const bucketsSchema = /* @__PURE__ */ z.array(/* @__PURE__ */ z.object({ value: hexBigInt }))
const dayVolumesSchema = /* @__PURE__ */ z.object({ last: bucketsSchema, before: bucketsSchema })

const feesOf = (volume: bigint) =>
  (volume * LIQUIDITY_PROVIDER_FEE.numerator) / LIQUIDITY_PROVIDER_FEE.denominator

/** `now` against `before` in percent with 4 decimals; null when there was nothing before to compare with. */
const percentChange = (now: bigint, before: bigint): number | null =>
  before === 0n ? null : Number(((now - before) * 1_000_000n) / before) / 10_000

/**
 * Pair Stats of the pair detail page: 24 h volume and fees (0.3 % of the volume) with the change against the
 * previous 24 h. One request with two defiTimeVolumes windows; both windows include their ends, so the earlier one
 * stops a second before the later one starts.
 */
export async function getUniswapPairDayStats(
  client: ApiClient,
  parameters: GetUniswapPairDayStatsParameters,
): Promise<UniswapPairDayStats> {
  const address = checkAddress(parameters.pairAddress, 'pairAddress')
  const now = parameters.now ?? Math.floor(Date.now() / 1000)
  if (!Number.isInteger(now) || now < 2 * DAY) throw new ApiInputError('now must be unix seconds')
  const variables = {
    address,
    resolution: STATS_RESOLUTION,
    lastFrom: now - DAY,
    lastTo: now,
    beforeFrom: now - 2 * DAY,
    beforeTo: now - DAY - 1,
  }
  const days = await runQuery(client, dayVolumesDocument, variables, dayVolumesSchema, parameters.signal)
  const sum = (buckets: readonly { value: bigint }[]) =>
    buckets.reduce((total, bucket) => total + bucket.value, 0n)
  const volume = sum(days.last)
  const previousVolume = sum(days.before)
  const fees = feesOf(volume)
  const previousFees = feesOf(previousVolume)
  const volumeChange = percentChange(volume, previousVolume)
  return {
    volume,
    previousVolume,
    fees,
    previousFees,
    volumeChange,
    feesChange: percentChange(fees, previousFees),
    change: volumeChange,
  }
}

export function getUniswapPairDayStatsQueryKey(parameters: GetUniswapPairDayStatsParameters) {
  return createQueryKey('uniswapPairDayStats', parameters)
}
