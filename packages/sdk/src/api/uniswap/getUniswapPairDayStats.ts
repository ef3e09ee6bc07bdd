import { LIQUIDITY_PROVIDER_FEE } from '../../constants/defi.js'
import type { ApiClient } from '../createApiClient.js'
import { ApiInputError } from '../errors.js'
import { checkAddress, createQueryKey, type QueryParameters } from '../query.js'
import { getUniswapTimeVolumes } from './getUniswapTimeSeries.js'

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

const feesOf = (volume: bigint) =>
  (volume * LIQUIDITY_PROVIDER_FEE.numerator) / LIQUIDITY_PROVIDER_FEE.denominator

/** `now` against `before` in percent with 4 decimals; null when there was nothing before to compare with. */
const percentChange = (now: bigint, before: bigint): number | null =>
  before === 0n ? null : Number(((now - before) * 1_000_000n) / before) / 10_000

/**
 * Pair Stats of the pair detail page: 24 h volume and fees (0.3 % of the volume) with the change against the
 * previous 24 h. Two defiTimeVolumes requests; both windows include their ends, so the earlier one stops a
 * second before the later one starts.
 */
export async function getUniswapPairDayStats(
  client: ApiClient,
  parameters: GetUniswapPairDayStatsParameters,
): Promise<UniswapPairDayStats> {
  const address = checkAddress(parameters.pairAddress, 'pairAddress')
  const now = parameters.now ?? Math.floor(Date.now() / 1000)
  if (!Number.isInteger(now) || now < 2 * DAY) throw new ApiInputError('now must be unix seconds')
  const { signal } = parameters
  const sum = async (fromDate: number, toDate: number) =>
    (
      await getUniswapTimeVolumes(client, { address, resolution: STATS_RESOLUTION, fromDate, toDate, signal })
    ).reduce((total, bucket) => total + bucket.value, 0n)
  const [volume, previousVolume] = await Promise.all([sum(now - DAY, now), sum(now - 2 * DAY, now - DAY - 1)])
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
