import type {} from '@ftm-wallet/devnet/vitest-setup'
import {
  type ApiClient,
  createApiClient,
  createApiStatus,
  getUniswapPairTimeSeriesQueryKey,
} from '@ftm-wallet/sdk'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, inject, it, vi } from 'vitest'
import type { RoutePrefetch } from '../../navigation/prefetchRouteData.js'
import { chartChoicesOf, computeSpanStart } from './chartSettings.js'

const devnet = inject('devnet')
const OWNER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/** The devnet's API client, holding the series request until `release` is called. */
function holdingClient() {
  const inner = createApiClient({ endpoints: [devnet.apiUrl], status: createApiStatus(), retries: 2 })
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const client: ApiClient = {
    ...inner,
    request: async (parameters) => {
      if (parameters.document.includes('GetPairTimeSeries')) await held
      return inner.request(parameters)
    },
  }
  return { client, release }
}

/** The pair route as a start at the pair page's address finds it (its module evaluated there), and its prefetch run. */
async function startAtPair() {
  const pair = devnet.deployment.defi?.pairs[0]?.address as string
  const search = '?span=1W&data=1H'
  window.history.replaceState(null, '', `/funi/${OWNER}/pools/pair/${pair}${search}`)
  vi.resetModules()
  const module = await import('./pairRoutes.js')
  const { client, release } = holdingClient()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 600_000 } } })
  const [route] = module.pairRoutes
  if (!route) throw new Error('the pair route is missing')
  const prefetch = (route.handle as { prefetchData: RoutePrefetch }).prefetchData
  const done = prefetch({
    queryClient,
    client,
    params: { pairAddress: pair },
    search: new URLSearchParams(search),
  })
  // The window the prefetch asked with, as the module instance it ran in remembers it.
  const { pairEntryNow } = await import('./pairEntry.js')
  const params = new URLSearchParams(search)
  const { span, resolution } = chartChoicesOf(params)
  const seriesStatus = () => {
    const now = pairEntryNow(pair, params)
    if (now === undefined) return undefined
    const key = getUniswapPairTimeSeriesQueryKey({
      address: pair,
      resolution: resolution.resolution,
      fromDate: computeSpanStart(span, now),
    })
    return queryClient.getQueryState(key)?.status
  }
  // Asked once the prefetch's code has come.
  await vi.waitFor(() => expect(seriesStatus()).toBe('pending'))
  return { module, release, done, seriesStatus }
}

describe('the pair page opened at its address (docs/behaviour/pair-detail.md#charts)', () => {
  it('has its first render wait for the chart series the start asked for', async () => {
    const { module, release, done, seriesStatus } = await startAtPair()
    let waited = false
    // A wait far longer than the test: it ends when the series are in.
    const waiting = module.waitForFirstSeries(600_000).then(() => {
      waited = true
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(waited).toBe(false)
    expect(seriesStatus()).toBe('pending')
    release()
    await waiting
    // The series are answered and in the page's query by the time the first render may go ahead.
    expect(seriesStatus()).toBe('success')
    await done
  }, 60_000)

  it('and no longer than its wait when they do not come', async () => {
    const { module, release, done, seriesStatus } = await startAtPair()
    await module.waitForFirstSeries(50)
    expect(seriesStatus()).toBe('pending')
    // The route's code then hands the page, without the series.
    const lazy = module.pairRoutes[0]?.lazy as () => Promise<{ element?: unknown }>
    expect((await lazy()).element).toBeTruthy()
    expect(seriesStatus()).toBe('pending')
    release()
    await done
    expect(seriesStatus()).toBe('success')
  }, 60_000)
})
