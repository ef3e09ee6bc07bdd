import { matchPath, type RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import type { RoutePrefetch } from '../../navigation/prefetchRouteData.js'
import { areaRoute, type RouteHandle } from '../../navigation/routeNames.js'
import { loadPairChart } from './loadPairChart.js'

const loadPage = lazyPage(() => import('./PairDetailPage.js'), 'PairDetailPage')

type PrefetchModule = typeof import('./prefetchPairPage.js')
let prefetchModule: PrefetchModule | undefined
let prefetchLoading: Promise<PrefetchModule> | undefined
const loadPrefetch = (): Promise<PrefetchModule> => {
  prefetchLoading ??= import('./prefetchPairPage.js').then(
    (module) => {
      prefetchModule = module
      return module
    },
    (error: unknown) => {
      // A failed load may be tried again (the next visit, a reload of the chunk).
      prefetchLoading = undefined
      throw error
    },
  )
  return prefetchLoading
}

/**
 * The app opened at a pair's address asks for the pair and its chart series before the page has rendered. The
 * prefetch's code started loading while the entry evaluated (below) and the first render waits for it (the route's
 * `lazy`), so the requests go out when the network's client exists, beside the balances', not from the page's own
 * queries once it has rendered (docs/behaviour/pair-detail.md#charts).
 */
const prefetchData: RoutePrefetch = (context) =>
  prefetchModule
    ? prefetchModule.prefetchPairPage(context)
    : loadPrefetch().then((module) => module.prefetchPairPage(context))

const pairRoute = areaRoute('funiswap', 'pools/pair/:pairAddress', {
  lazy: async () => {
    // The chart library's chunk loads beside the page's own code, not once the pair is known and the charts card
    // shows (docs/behaviour/pair-detail.md#charts); a failure here is left to the card, which loads it again.
    loadPairChart().catch(() => undefined)
    // The page is shown once the prefetch's code is there too: its requests then leave before the first render
    // rather than after it. A failure to load it is left to the page's own queries.
    const [page] = await Promise.all([loadPage(), loadPrefetch().catch(() => undefined)])
    return page
  },
})

const pairHandle = pairRoute.handle as RouteHandle

// Opened at a pair's address (a link, a reload): the prefetch's and the charts' code start loading now, while the
// rest of the app's entry evaluates, instead of when the router is set up (docs/behaviour/pair-detail.md#charts).
if (typeof location !== 'undefined' && matchPath(pairHandle.path, location.pathname)) {
  loadPrefetch().catch(() => undefined)
  loadPairChart().catch(() => undefined)
}

/** The pair detail page, a screen of the swap (fUNI) area: /funi/{address}/pools/pair/{pairAddress}. */
export const pairRoutes: RouteObject[] = [
  { ...pairRoute, handle: { ...pairHandle, prefetchData } satisfies RouteHandle },
]
