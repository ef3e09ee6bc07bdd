// The pair detail page's queries against the seeded pools of the run's devnet.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { type ApiClient, createApiClient } from '../createApiClient.js'
import { ApiInputError } from '../errors.js'
import { getUniswapPairByAddress } from './getUniswapPairByAddress.js'
import { getUniswapPairDayStats } from './getUniswapPairDayStats.js'
import { getUniswapPairs, type UniswapPair } from './getUniswapPairs.js'
import { getUniswapTimeVolumes } from './getUniswapTimeSeries.js'

const devnet = inject('devnet')
const client: ApiClient = createApiClient({ endpoints: [devnet.apiUrl], retries: 3 })
/** The seeded pools (other test files on the run's devnet may add pools of their own). */
const seeded = new Set((devnet.deployment.defi?.pairs ?? []).map((p) => p.address.toLowerCase()))
let pairs: UniswapPair[]

beforeAll(async () => {
  pairs = (await getUniswapPairs(client)).filter((p) => seeded.has(p.pairAddress.toLowerCase()))
})

describe('getUniswapPairByAddress', () => {
  it('finds every seeded pool by its address, whatever the case of the input', async () => {
    expect(seeded.size).toBe(4)
    expect(pairs.length).toBe(4)
    for (const pair of pairs) {
      const found = await getUniswapPairByAddress(client, { pairAddress: pair.pairAddress.toLowerCase() })
      expect(found?.pairAddress).toBe(pair.pairAddress)
      expect(found?.tokens.map((t) => t.symbol)).toEqual(pair.tokens.map((t) => t.symbol))
      expect(found?.reserves.every((r) => r > 0n)).toBe(true)
    }
  })

  it('answers null for an address that is not a pair and rejects one that is not an address', async () => {
    const notPair = '0x000000000000000000000000000000000000dEaD'
    expect(await getUniswapPairByAddress(client, { pairAddress: notPair })).toBeNull()
    await expect(getUniswapPairByAddress(client, { pairAddress: '0x12' })).rejects.toBeInstanceOf(
      ApiInputError,
    )
  })
})

describe('getUniswapPairDayStats', () => {
  it('sums the last 24 h of swaps, takes 0.3 % of it as fees and compares with the 24 h before', async () => {
    const pair = pairs[0] as UniswapPair
    const now = Math.floor(Date.now() / 1000)
    const stats = await getUniswapPairDayStats(client, { pairAddress: pair.pairAddress, now })
    expect(stats.volume).toBeGreaterThan(0n)
    expect(stats.fees).toBe((stats.volume * 3n) / 1000n)
    expect(stats.previousFees).toBe((stats.previousVolume * 3n) / 1000n)
    // The same window summed over hourly buckets gives the same volume: only the record times count.
    const hourly = await getUniswapTimeVolumes(client, {
      address: pair.pairAddress,
      resolution: '1h',
      fromDate: now - 86_400,
      toDate: now,
    })
    expect(hourly.reduce((sum, b) => sum + b.value, 0n)).toBe(stats.volume)
    if (stats.previousVolume === 0n) expect(stats.volumeChange).toBeNull()
    else {
      const expected = (Number(stats.volume) / Number(stats.previousVolume) - 1) * 100
      expect(stats.volumeChange).toBeCloseTo(expected, 2)
    }
    if (stats.previousFees === 0n) expect(stats.feesChange).toBeNull()
    else {
      const expected = (Number(stats.fees) / Number(stats.previousFees) - 1) * 100
      expect(stats.feesChange).toBeCloseTo(expected, 2)
    }
  })

  it('reports no volume and no change for two days without trades', async () => {
    const pair = pairs[1] as UniswapPair
    const later = Math.floor(Date.now() / 1000) + 30 * 86_400
    expect(await getUniswapPairDayStats(client, { pairAddress: pair.pairAddress, now: later })).toEqual({
      volume: 0n,
      previousVolume: 0n,
      fees: 0n,
      previousFees: 0n,
      volumeChange: null,
      feesChange: null,
      change: null,
    })
  })

  it('rejects a time that is not unix seconds', async () => {
    const pair = pairs[0] as UniswapPair
    await expect(getUniswapPairDayStats(client, { pairAddress: pair.pairAddress, now: 1.5 })).rejects.toThrow(
      'now must be unix seconds',
    )
  })
})
