/** The API's bucket lengths of the time series. */
export type TimeSeriesResolution = 'month' | 'day' | '4h' | '1h' | '30m' | '15m' | '5m' | '1m'

/** What the four series of one pair are asked for with: the pair, the resolution and the window. */
export interface PairTimeSeriesRange {
  /** The pair address. */
  address: string
  resolution?: TimeSeriesResolution | undefined
  /** unix seconds; server default = one month ago */
  fromDate?: number | undefined
  /** unix seconds; server default = now */
  toDate?: number | undefined
}

const VARS = '$address: Address!, $resolution: String, $fromDate: Int, $toDate: Int'
const ARGS = 'address: $address, resolution: $resolution, fromDate: $fromDate, toDate: $toDate'
const PRICE = '{ time open close low high average }'

/**
 * The four chart series of a pair as ONE operation, each root field under its own alias: the closing reserves, the
 * volumes, and the prices in both directions. The reserves leave out their pair (`uniswapPair`): it is the one asked
 * for.
 */
const PAIR_TIME_SERIES_DOCUMENT = `query GetPairTimeSeries(${VARS}) {
  reserves: defiTimeReserves(${ARGS}) { time reserveClose }
  volumes: defiTimeVolumes(${ARGS}) { time value }
  prices: defiTimePrices(${ARGS}, direction: 0) ${PRICE}
  inversePrices: defiTimePrices(${ARGS}, direction: 1) ${PRICE}
}`

/** The aliases of the operation's four fields, in the order they are asked. */
export const PAIR_TIME_SERIES_FIELDS = ['reserves', 'volumes', 'prices', 'inversePrices'] as const

/**
 * The operation getUniswapPairTimeSeries sends, and its variables. Plain code without schemas, so a page's early
 * request can send the very same operation before the SDK's client has loaded (docs/decisions.md#web-start-up);
 * undefined for a range the API cannot be asked (getUniswapPairTimeSeries then says what is wrong).
 */
export function pairTimeSeriesOperation(
  range: PairTimeSeriesRange,
): { document: string; variables: Record<string, unknown> } | undefined {
  if (typeof range.address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(range.address)) return undefined
  const variables: Record<string, unknown> = { address: range.address }
  if (range.resolution !== undefined) variables.resolution = range.resolution
  for (const key of ['fromDate', 'toDate'] as const) {
    const value = range[key]
    if (value === undefined) continue
    if (!Number.isInteger(value) || value < 0 || value > 2 ** 31 - 1) return undefined
    variables[key] = value
  }
  return { document: PAIR_TIME_SERIES_DOCUMENT, variables }
}
