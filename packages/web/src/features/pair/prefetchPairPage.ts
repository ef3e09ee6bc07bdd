// Loaded on demand by the pair route's data prefetch (pairRoutes.tsx): the pair and its four chart series, asked for
// as soon as the network's client exists when the app is opened at a pair's address.
import {
  getUniswapPairByAddress,
  getUniswapPairByAddressQueryKey,
  getUniswapPairTimeSeries,
  getUniswapPairTimeSeriesQueryKey,
} from '@ftm-wallet/sdk'
import type { RouteDataContext } from '../../navigation/prefetchRouteData.js'
import { chartChoicesOf, computeSpanStart } from './chartSettings.js'
import { pairEntryNow, rememberPairEntry } from './pairEntry.js'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Asks for what the pair page asks for first — the pair (useUniswapPairByAddress) and the four series of the
 * address's History and Data (useUniswapPairTimeSeries, one query) — under the same query keys, so the page's hooks find them
 * in flight or answered instead of asking once the page's code has loaded and rendered
 * (docs/behaviour/pair-detail.md#charts).
 */
export async function prefetchPairPage({
  queryClient,
  client,
  params,
  search,
}: RouteDataContext): Promise<void> {
  const pairAddress = params.pairAddress
  if (!pairAddress || !ADDRESS.test(pairAddress)) return
  // The window the early entry asked with, if it did (earlyPairSeries.ts): the client then takes its answer.
  const now = pairEntryNow(pairAddress, search) ?? Math.floor(Date.now() / 1000)
  rememberPairEntry(pairAddress, search, now)
  const { span, resolution } = chartChoicesOf(search)
  const range = {
    address: pairAddress,
    resolution: resolution.resolution,
    fromDate: computeSpanStart(span, now),
  }
  // The series first (one request for the four: getUniswapPairTimeSeries): the charts need of the pair only what
  // this device may remember (pairMemory.ts), and a server answering in turn (the devnet's) then works on them before
  // the pair list, its slowest answer.
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: getUniswapPairTimeSeriesQueryKey(range),
      queryFn: ({ signal }) => getUniswapPairTimeSeries(client, { ...range, signal }),
    }),
    queryClient.prefetchQuery({
      queryKey: getUniswapPairByAddressQueryKey({ pairAddress }),
      queryFn: ({ signal }) => getUniswapPairByAddress(client, { pairAddress, signal }),
    }),
  ])
}
