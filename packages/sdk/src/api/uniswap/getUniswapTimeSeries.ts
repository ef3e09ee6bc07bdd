import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { ApiInputError } from '../errors.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, float, hexBigInt } from '../scalars.js'

export type TimeSeriesResolution = 'month' | 'day' | '4h' | '1h' | '30m' | '15m' | '5m' | '1m'

export interface GetUniswapTimeSeriesParameters extends QueryParameters {
  /** The pair address. */
  address: string
  resolution?: TimeSeriesResolution | undefined
  /** unix seconds; server default = one month ago */
  fromDate?: number | undefined
  /** unix seconds; server default = now */
  toDate?: number | undefined
}
export interface GetUniswapTimePricesParameters extends GetUniswapTimeSeriesParameters {
  /** false (default) = tokenA/tokenB, true = inverse. */
  inverse?: boolean | undefined
}

/** Bucket start as sent ("YYYY-MM-DDTHH:MM:SS.000Z") plus the same instant in unix seconds. */
const time = /* @__PURE__ */ z.string().transform((value, ctx) => {
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) {
    ctx.issues.push({ code: 'custom', message: 'expected an ISO date-time', input: value })
    return z.NEVER
  }
  return { time: value, timestamp: Math.floor(ms / 1000) }
})
const withTime = <T extends { time: { time: string; timestamp: number } }>({ time: t, ...rest }: T) => ({
  ...rest,
  ...t,
})

const volumeSchema = /* @__PURE__ */ z.object({ time, value: hexBigInt }).transform(withTime)
const reserveSchema = /* @__PURE__ */ z
  .object({
    uniswapPair: /* @__PURE__ */ z.object({ pairAddress: address }),
    time,
    reserveClose: /* @__PURE__ */ z.array(hexBigInt),
  })
  .transform(({ uniswapPair, ...rest }) => ({ ...withTime(rest), pairAddress: uniswapPair.pairAddress }))
const priceSchema = /* @__PURE__ */ z
  .object({ time, open: float, close: float, low: float, high: float, average: float })
  .transform(withTime)
export type UniswapTimeVolume = z.output<typeof volumeSchema>
export type UniswapTimeReserve = z.output<typeof reserveSchema>
export type UniswapTimePrice = z.output<typeof priceSchema>

const VARS = '$address: Address!, $resolution: String, $fromDate: Int, $toDate: Int'
const ARGS = 'address: $address, resolution: $resolution, fromDate: $fromDate, toDate: $toDate'
const volumesDocument = `query GetTimeVolumes(${VARS}) {\n  defiTimeVolumes(${ARGS}) { time value }\n}`
const reservesDocument = `query GetTimeReserves(${VARS}) {
  defiTimeReserves(${ARGS}) { uniswapPair { pairAddress } time reserveClose }
}`
const pricesDocument = `query GetTimePrices(${VARS}, $direction: Int) {
  defiTimePrices(${ARGS}, direction: $direction) { time open close low high average }
}`

function variablesOf(parameters: GetUniswapTimeSeriesParameters): Record<string, unknown> {
  const variables: Record<string, unknown> = { address: checkAddress(parameters.address, 'address') }
  if (parameters.resolution !== undefined) variables.resolution = parameters.resolution
  for (const key of ['fromDate', 'toDate'] as const) {
    const value = parameters[key]
    if (value === undefined) continue
    if (!Number.isInteger(value) || value < 0 || value > 2 ** 31 - 1) {
      throw new ApiInputError(`${key} must be unix seconds`)
    }
    variables[key] = value
  }
  return variables
}

/** Swap volume per time bucket, oldest first. */
export async function getUniswapTimeVolumes(client: ApiClient, parameters: GetUniswapTimeSeriesParameters) {
  const schema = z.object({ defiTimeVolumes: z.array(volumeSchema) })
  return (await runQuery(client, volumesDocument, variablesOf(parameters), schema, parameters.signal))
    .defiTimeVolumes
}

/** Closing reserves per time bucket, oldest first. */
export async function getUniswapTimeReserves(client: ApiClient, parameters: GetUniswapTimeSeriesParameters) {
  const schema = z.object({ defiTimeReserves: z.array(reserveSchema) })
  const variables = variablesOf(parameters)
  return (await runQuery(client, reservesDocument, variables, schema, parameters.signal)).defiTimeReserves
}

/** Price candles per time bucket, oldest first. */
export async function getUniswapTimePrices(client: ApiClient, parameters: GetUniswapTimePricesParameters) {
  const schema = z.object({ defiTimePrices: z.array(priceSchema) })
  const variables = { ...variablesOf(parameters), ...(parameters.inverse ? { direction: 1 } : {}) }
  return (await runQuery(client, pricesDocument, variables, schema, parameters.signal)).defiTimePrices
}

export function getUniswapTimeVolumesQueryKey(parameters: GetUniswapTimeSeriesParameters) {
  return createQueryKey('uniswapTimeVolumes', parameters)
}
export function getUniswapTimeReservesQueryKey(parameters: GetUniswapTimeSeriesParameters) {
  return createQueryKey('uniswapTimeReserves', parameters)
}
export function getUniswapTimePricesQueryKey(parameters: GetUniswapTimePricesParameters) {
  return createQueryKey('uniswapTimePrices', parameters)
}
