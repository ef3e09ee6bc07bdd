import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { ApiInputError, ApiResponseError } from '../errors.js'
import { fixtureClient } from '../fixtureClient.test-util.js'
import { getUniswapActions } from './getUniswapActions.js'
import { getUniswapAmountsIn, getUniswapAmountsOut, getUniswapQuoteLiquidity } from './getUniswapAmounts.js'
import { findUniswapPair, getUniswapPair } from './getUniswapPair.js'
import { getUniswapPairShares } from './getUniswapPairShares.js'
import { getUniswapPairs } from './getUniswapPairs.js'
import {
  getUniswapPairTimeSeries,
  getUniswapTimePrices,
  getUniswapTimeReserves,
  getUniswapTimeVolumes,
} from './getUniswapTimeSeries.js'

const USER = getAddress('0xabc0000000000000000000000000000000000001')
const WFTM = getAddress('0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83')
const FUSD = getAddress('0xad84341756bf337f5a0164515b1f6f993d194e1f')
const PAIR = getAddress('0x34bf23e2f08bfe00cae2adc15d4b47cf8b9ee7bf')
const E18 = 10n ** 18n

describe('fUNI pairs', () => {
  it('getUniswapPairs with a user reads balances (owner defaults to the user) and shareOf', async () => {
    const { client, requests } = fixtureClient('uniswap-pairs')
    const [pair] = await getUniswapPairs(client, { user: USER })
    expect(requests[0]?.variables).toEqual({ user: USER, owner: USER })
    expect(pair).toMatchObject({
      pairAddress: PAIR,
      reserves: [100_000n * E18, 29_123n * E18],
      reservesTimeStamp: 0x6457a1c0,
      totalSupply: 53_000n * E18,
      shareOf: 530n * E18,
    })
    expect(pair?.tokens.map((t) => [t.address, t.symbol, t.balance])).toEqual([
      [WFTM, 'WFTM', 100_000n * E18],
      [FUSD, 'FUSD', 29_123n * E18],
    ])
    expect(pair?.cumulativePrices[0]).toBe(0x2c3f4d5e6f708192a3b4c5d6e7f8091a2b3cn)
  })

  it('findUniswapPair matches two tokens in either order, case-insensitively', async () => {
    const pairs = await getUniswapPairs(fixtureClient('uniswap-pairs').client, { user: USER })
    expect(findUniswapPair(pairs, FUSD.toLowerCase(), WFTM)?.pairAddress).toBe(PAIR)
    expect(findUniswapPair(pairs, WFTM, USER)).toBeNull()
  })

  it('getUniswapPair finds the pair, then reads it with the pair as balance owner', async () => {
    const { client, requests } = fixtureClient('uniswap-pairs', 'uniswap-pairs')
    const pair = await getUniswapPair(client, { tokens: [FUSD, WFTM], user: USER })
    expect(pair?.pairAddress).toBe(PAIR)
    expect(requests[1]?.variables).toEqual({ owner: PAIR, user: USER })
  })

  it('getUniswapPairShares reads the LP share per pair', async () => {
    expect(await getUniswapPairShares(fixtureClient('uniswap-pair-shares').client, { user: USER })).toEqual([
      { pairAddress: PAIR, shareOf: 530n * E18 },
    ])
  })
})

describe('fUNI quotes', () => {
  it('amounts out / in / quote liquidity are BigInt lists of the expected length', async () => {
    const out = fixtureClient('uniswap-amounts-out')
    expect(await getUniswapAmountsOut(out.client, { amountIn: E18, tokens: [WFTM, FUSD] })).toEqual([
      E18,
      290_000_000_000_000_000n,
    ])
    expect(out.requests[0]?.variables).toEqual({ amountIn: '0xde0b6b3a7640000', tokens: [WFTM, FUSD] })
    const into = fixtureClient('uniswap-amounts-in')
    expect(await getUniswapAmountsIn(into.client, { amountOut: E18, tokens: [FUSD, WFTM] })).toEqual([
      3_450_000_000_000_000_000n,
      E18,
    ])
    const quote = fixtureClient('uniswap-quote-liquidity')
    const p = { tokens: [WFTM, FUSD] as const, amountsIn: [10n * E18, 3n * E18] as const }
    expect(await getUniswapQuoteLiquidity(quote.client, p)).toEqual([10n * E18, 2_912_300_000_000_000_000n])
  })

  it('rejects a path of one token and an answer of the wrong length', async () => {
    await expect(
      getUniswapAmountsOut(fixtureClient().client, { amountIn: 1n, tokens: [WFTM] }),
    ).rejects.toBeInstanceOf(ApiInputError)
    const { client } = fixtureClient('uniswap-amounts-out')
    const error = await getUniswapAmountsOut(client, { amountIn: 1n, tokens: [WFTM, FUSD, USER] }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(ApiResponseError)
  })
})

describe('fUNI actions and charts', () => {
  it('getUniswapActions maps the Int type and sends actionType only when filtered', async () => {
    const { client, requests } = fixtureClient('uniswap-actions', 'uniswap-actions')
    const page = await getUniswapActions(client, { pairAddress: PAIR })
    expect(requests[0]?.variables).toEqual({ pairAddress: PAIR, cursor: null, count: 15 })
    expect(page.items.map((a) => a.type)).toEqual(['swap', 'mint', 'burn'])
    expect(page.items[0]).toMatchObject({
      pairAddress: PAIR,
      sender: USER,
      blockNumber: 0x3f2a00n,
      amount0in: E18,
      amount1out: 29n * 10n ** 16n,
      tokens: [
        { symbol: 'WFTM', decimals: 18 },
        { symbol: 'FUSD', decimals: 18 },
      ],
    })
    expect(page.nextCursor).toBe('998')
    await getUniswapActions(client, { cursor: '998', actionType: 'mint' })
    expect(requests[1]?.variables).toEqual({ cursor: '998', count: 15, actionType: 1 })
  })

  it('time series parse bucket times into unix seconds', async () => {
    const range = { address: PAIR, resolution: '1h', fromDate: 1_683_331_200 } as const
    const volumes = await getUniswapTimeVolumes(fixtureClient('time-volumes').client, range)
    expect(volumes[0]).toEqual({
      time: '2023-05-06T00:00:00.000Z',
      timestamp: 1_683_331_200,
      value: 1200n * E18,
    })
    const reserves = await getUniswapTimeReserves(fixtureClient('time-reserves').client, range)
    expect(reserves[0]).toMatchObject({ pairAddress: PAIR, reserveClose: [100_000n * E18, 29_123n * E18] })
    const prices = fixtureClient('time-prices')
    const [candle] = await getUniswapTimePrices(prices.client, { ...range, inverse: true })
    expect(candle).toMatchObject({ open: 0.2901, close: 0.2912, average: 0.29145, timestamp: 1_683_345_600 })
    expect(prices.requests[0]?.variables).toMatchObject({ direction: 1, resolution: '1h' })
  })

  it('getUniswapPairTimeSeries: a series the server failed alone is its error, the others are answered', async () => {
    // A per-field GraphQL error: the devnet never fails one series of a request, so a recorded answer stands in.
    const body = JSON.stringify({
      data: {
        reserves: [{ time: '2023-05-06T00:00:00.000Z', reserveClose: ['0x3635c9adc5dea00000', '0x1'] }],
        volumes: null,
        prices: [],
        inversePrices: [],
      },
      errors: [{ message: 'volumes unavailable', path: ['volumes'] }],
    })
    const { client, requests } = fixtureClient({ body })
    const series = await getUniswapPairTimeSeries(client, { address: PAIR, resolution: '1h', fromDate: 5 })
    expect(requests).toHaveLength(1)
    expect(requests[0]?.operationName).toBe('GetPairTimeSeries')
    expect(requests[0]?.variables).toEqual({ address: PAIR, resolution: '1h', fromDate: 5 })
    expect(series.reserves.data).toEqual([
      {
        time: '2023-05-06T00:00:00.000Z',
        timestamp: 1_683_331_200,
        reserveClose: [1000n * E18, 1n],
        pairAddress: PAIR,
      },
    ])
    expect(series.volumes.error?.message).toBe('volumes unavailable')
    expect(series.prices).toEqual({ data: [] })
    expect(series.inversePrices).toEqual({ data: [] })
    // An error naming no series fails the request as a whole.
    const refused = fixtureClient({ body: JSON.stringify({ errors: [{ message: 'bad document' }] }) })
    await expect(getUniswapPairTimeSeries(refused.client, { address: PAIR })).rejects.toMatchObject({
      code: 'API_GRAPHQL_ERROR',
    })
    await expect(getUniswapPairTimeSeries(refused.client, { address: '0x12' })).rejects.toMatchObject({
      code: 'API_INPUT_INVALID',
    })
  })
})
