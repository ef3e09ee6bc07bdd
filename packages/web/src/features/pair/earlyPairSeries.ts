// Plain code for the page's early entry (app/earlyRequest.ts): no schemas, no router, no React. Opened at a pair's
// address, the app's first request for the page — its four chart series — can then leave beside the wallets' balance
// request, while the app's own code is still loading (docs/behaviour/pair-detail.md#charts).
import { pairTimeSeriesOperation } from '@ftm-wallet/sdk'
import { chartChoicesOf, computeSpanStart } from './chartSettings.js'
import { pairEntryNow, rememberPairEntry } from './pairEntry.js'

/**
 * The pair page's path, /funi/{address}/pools/pair/{pairAddress} (pairRoutes.tsx: the funiswap area's
 * 'pools/pair/:pairAddress'); earlyPairSeries.test.ts checks it against the route.
 */
export const PAIR_PAGE_PATH = /^\/funi\/[^/]+\/pools\/pair\/(0x[0-9a-fA-F]{40})\/?$/

/**
 * The series request of the pair page at `location` — the operation getUniswapPairTimeSeries sends for the address's
 * History and Data, ending now — or undefined for any other page. Its "now" is remembered (pairEntry.ts), so the
 * route's prefetch and the page ask with the same window, and the API client takes this request's answer for theirs.
 */
export function earlyPairSeriesOperation(
  location: { pathname: string; search: string },
  nowSeconds: number = Math.floor(Date.now() / 1000),
): ReturnType<typeof pairTimeSeriesOperation> {
  const pairAddress = PAIR_PAGE_PATH.exec(location.pathname)?.[1]
  if (!pairAddress) return undefined
  const search = new URLSearchParams(location.search)
  const now = pairEntryNow(pairAddress, search) ?? nowSeconds
  rememberPairEntry(pairAddress, search, now)
  const { span, resolution } = chartChoicesOf(search)
  return pairTimeSeriesOperation({
    address: pairAddress,
    resolution: resolution.resolution,
    fromDate: computeSpanStart(span, now),
  })
}
