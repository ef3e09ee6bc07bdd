import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { ApiGraphqlError, ApiInputError } from '../errors.js'
import { parseResponse } from '../parseResponse.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, float, hexBigInt } from '../scalars.js'
import {
  PAIR_TIME_SERIES_FIELDS,
  pairTimeSeriesOperation,
  type TimeSeriesResolution,
} from './pairTimeSeriesOperation.js'

export type { TimeSeriesResolution }

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

/** One series of getUniswapPairTimeSeries: its points, or the error that series alone got. */
export type UniswapSeriesResult<T> = { data: T[]; error?: undefined } | { data?: undefined; error: Error }

/** The four chart series of a pair over one window, as getUniswapPairTimeSeries answers them. */
export interface UniswapPairTimeSeries {
  reserves: UniswapSeriesResult<UniswapTimeReserve>
  volumes: UniswapSeriesResult<UniswapTimeVolume>
  /** direction 0 (getUniswapTimePrices). */
  prices: UniswapSeriesResult<UniswapTimePrice>
  /** direction 1 (getUniswapTimePrices with `inverse`). */
  inversePrices: UniswapSeriesResult<UniswapTimePrice>
}

const pairReserveSchema = /* @__PURE__ */ z
  .object({ time, reserveClose: /* @__PURE__ */ z.array(hexBigInt) })
  .transform(withTime)
const pairSeriesSchemas = {
  reserves: pairReserveSchema,
  volumes: volumeSchema,
  prices: priceSchema,
  inversePrices: priceSchema,
} as const

/**
 * The four chart series of a pair — closing reserves, volumes, prices in both directions — in ONE request: the
 * operation asks for each under its own alias (pairTimeSeriesOperation), so the server answers them together instead
 * of four requests in turn (docs/behaviour/pair-detail.md#charts). A series the server failed (a GraphQL error naming
 * its field) or answered in a shape we do not read is that series' `error`, and the others are still answered;
 * anything that fails the whole request (the network, an error naming no series) rejects. Each series' points are
 * those getUniswapTimeReserves, getUniswapTimeVolumes and getUniswapTimePrices give for the same window.
 */
export async function getUniswapPairTimeSeries(
  client: ApiClient,
  parameters: GetUniswapTimeSeriesParameters,
): Promise<UniswapPairTimeSeries> {
  const variables = variablesOf(parameters)
  const { document } = pairTimeSeriesOperation(parameters) as NonNullable<
    ReturnType<typeof pairTimeSeriesOperation>
  >
  let data: unknown
  let failed: ApiGraphqlError | undefined
  try {
    data = await client.request({ document, variables, signal: parameters.signal })
  } catch (error) {
    const named = (path: readonly (string | number)[] | undefined) =>
      (PAIR_TIME_SERIES_FIELDS as readonly unknown[]).includes(path?.[0])
    if (!(error instanceof ApiGraphqlError) || !error.errors.every((e) => named(e.path))) throw error
    data = error.data
    failed = error
  }
  // The reserves' pair is the one asked for: written as every address the SDK answers (checksummed).
  const pairAddress = parseResponse(address, variables.address)
  const part = <T>(field: (typeof PAIR_TIME_SERIES_FIELDS)[number], map: (points: T[]) => T[]) => {
    const own = failed?.errors.filter((e) => e.path?.[0] === field) ?? []
    if (own.length > 0) return { error: new ApiGraphqlError(own, null) }
    try {
      const schema = z.object({ [field]: z.array(pairSeriesSchemas[field]) })
      const parsed = parseResponse(schema, data) as Record<string, T[]>
      return { data: map(parsed[field] as T[]) }
    } catch (error) {
      return { error: error as Error }
    }
  }
  const same = <T>(points: T[]) => points
  return {
    reserves: part<UniswapTimeReserve>('reserves', (points) =>
      points.map((point) => ({ ...point, pairAddress })),
    ),
    volumes: part<UniswapTimeVolume>('volumes', same),
    prices: part<UniswapTimePrice>('prices', same),
    inversePrices: part<UniswapTimePrice>('inversePrices', same),
  }
}

export function getUniswapPairTimeSeriesQueryKey(parameters: GetUniswapTimeSeriesParameters) {
  return createQueryKey('uniswapPairTimeSeries', parameters)
}
