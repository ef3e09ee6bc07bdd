import type {} from '@ftm-wallet/devnet/vitest-setup'
import { createApiClient, getUniswapPairs, type UniswapPair } from '@ftm-wallet/sdk'
import { renderHook, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { useUniswapPairActions } from './useUniswapPairActions.js'
import { useUniswapPairByAddress } from './useUniswapPairByAddress.js'
import { useUniswapPairDayStats } from './useUniswapPairDayStats.js'
import { useUniswapPairTimeSeries } from './useUniswapPairTimeSeries.js'

const devnet = inject('devnet')
let pair: UniswapPair

beforeAll(async () => {
  const [first] = await getUniswapPairs(createApiClient({ endpoints: [devnet.apiUrl], retries: 3 }))
  if (first === undefined) throw new Error('the devnet has no pools')
  pair = first
})

describe('pair detail hooks on the devnet', () => {
  it('useUniswapPairByAddress and useUniswapPairDayStats read a seeded pool', async () => {
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const { result } = renderHook(
      () => ({
        pair: useUniswapPairByAddress({ pairAddress: pair.pairAddress.toLowerCase() }),
        stats: useUniswapPairDayStats({ pairAddress: pair.pairAddress }),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.pair.data?.pairAddress).toBe(pair.pairAddress))
    await waitFor(() => expect(result.current.stats.data?.volume).toBeGreaterThan(0n))
    expect(result.current.stats.data?.fees).toBe(((result.current.stats.data?.volume ?? 0n) * 3n) / 1000n)
  })

  it('useUniswapPairTimeSeries loads reserves, volumes and both price directions of one month', async () => {
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const fromDate = Math.floor(Date.now() / 1000) - 30 * 86_400
    const { result } = renderHook(
      () => useUniswapPairTimeSeries({ pairAddress: pair.pairAddress, resolution: 'day', fromDate }),
      { wrapper },
    )
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true))
    const { reserves, volumes, prices, inversePrices } = result.current
    expect(reserves.data?.length).toBeGreaterThan(7)
    expect(volumes.data?.length).toBeGreaterThan(7)
    const [price, inverse] = [prices.data?.at(-1), inversePrices.data?.at(-1)]
    expect(price?.timestamp).toBe(inverse?.timestamp)
    expect((price?.close ?? 0) * (inverse?.close ?? 0)).toBeCloseTo(1, 6)
  })

  it('useUniswapPairActions waits before its first request, then pages 15 at a time by kind', async () => {
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const { result } = renderHook(
      () => useUniswapPairActions({ pairAddress: pair.pairAddress, actionType: 'swap', delayMs: 300 }),
      { wrapper },
    )
    expect(result.current.fetchStatus).toBe('idle')
    await waitFor(() => expect(result.current.data?.pages[0]?.items).toHaveLength(15))
    expect(result.current.data?.pages[0]?.items.every((a) => a.type === 'swap')).toBe(true)
    expect(result.current.hasNextPage).toBe(true)
    await result.current.fetchNextPage()
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
    const ids = result.current.data?.pages.flatMap((p) => p.items.map((a) => a.id)) ?? []
    expect(new Set(ids).size).toBe(ids.length)
  })
})
