import { describe, expect, it } from 'vitest'
import { ApiInputError } from '../errors.js'
import { fixtureClient } from '../fixtureClient.test-util.js'
import { getUniswapPairDayStats } from './getUniswapPairDayStats.js'

const PAIR = '0x34bf23e2f08bfe00cae2adc15d4b47cf8b9ee7bf'
const NOW = 1_700_000_000
const buckets = (values: bigint[]) =>
  values.map((v, i) => ({
    time: new Date((NOW - 3600 * (i + 1)) * 1000).toISOString(),
    value: `0x${v.toString(16)}`,
  }))
/** The one answer: the last 24 h's 5-minute volumes and the 24 h before's. */
const days = (last: bigint[], before: bigint[]) => ({
  body: JSON.stringify({ data: { last: buckets(last), before: buckets(before) } }),
})

describe('getUniswapPairDayStats', () => {
  it('asks in one request for 5m volumes of the last 24 h and of the 24 h before, without overlap', async () => {
    const { client, requests } = fixtureClient(days([600n, 400n], [500n]))
    const stats = await getUniswapPairDayStats(client, { pairAddress: PAIR, now: NOW })
    expect(requests.map((r) => r.variables)).toEqual([
      {
        address: PAIR,
        resolution: '5m',
        lastFrom: NOW - 86_400,
        lastTo: NOW,
        beforeFrom: NOW - 172_800,
        beforeTo: NOW - 86_401,
      },
    ])
    // Each figure's change is its own: the fees (rounded down to whole base units) went from 1 to 3.
    expect(stats).toEqual({
      volume: 1000n,
      previousVolume: 500n,
      fees: 3n,
      previousFees: 1n,
      volumeChange: 100,
      feesChange: 200,
      change: 100,
    })
  })

  it('gives a fall as a negative change and no change without a previous volume', async () => {
    const fall = await getUniswapPairDayStats(fixtureClient(days([250n], [1000n])).client, {
      pairAddress: PAIR,
      now: NOW,
    })
    expect(fall.volumeChange).toBe(-75)
    // 0.3 % of 250 base units rounds down to none: the fees fell from 3 to 0.
    expect(fall.feesChange).toBe(-100)
    const first = await getUniswapPairDayStats(fixtureClient(days([250n], [])).client, {
      pairAddress: PAIR,
      now: NOW,
    })
    expect(first.volumeChange).toBeNull()
    expect(first.feesChange).toBeNull()
  })

  it('rejects a pair address that is not an address before asking anything', async () => {
    const { client, requests } = fixtureClient()
    await expect(getUniswapPairDayStats(client, { pairAddress: 'pair', now: NOW })).rejects.toBeInstanceOf(
      ApiInputError,
    )
    expect(requests).toHaveLength(0)
  })
})
