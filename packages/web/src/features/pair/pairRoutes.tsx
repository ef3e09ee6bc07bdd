import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import type { RoutePrefetch } from '../../navigation/prefetchRouteData.js'
import { areaRoute, type RouteHandle } from '../../navigation/routeNames.js'
import { loadPairChart } from './loadPairChart.js'

const loadPage = lazyPage(() => import('./PairDetailPage.js'), 'PairDetailPage')

type PrefetchModule = typeof import('./prefetchPairPage.js')
let prefetchModule: PrefetchModule | undefined
const loadPrefetch = (): Promise<PrefetchModule> =>
  import('./prefetchPairPage.js').then((module) => {
    prefetchModule = module
    return module
  })

/**
 * The app opened at a pair's address asks for the pair and its chart series before the page has rendered. Its code
 * usually came while the config was read: then the requests go out at once, beside the balances', rather than after
 * a wait for the import's promise, which other start-up work (the first render) can hold back.
 */
const prefetchData: RoutePrefetch = (context) =>
  prefetchModule
    ? prefetchModule.prefetchPairPage(context)
    : loadPrefetch().then((module) => module.prefetchPairPage(context))

const pairRoute = areaRoute('funiswap', 'pools/pair/:pairAddress', {
  lazy: () => {
    // The chart library's chunk loads beside the page's own code, not once the pair is known and the charts card
    // shows (docs/behaviour/pair-detail.md#charts); a failure here is left to the card, which loads it again.
    loadPairChart().catch(() => undefined)
    // The prefetch's code too: entered at start-up (preloadRoute), it is then there when the config has been read
    // and the network's client exists, instead of loading only then (docs/behaviour/pair-detail.md#charts).
    loadPrefetch().catch(() => undefined)
    return loadPage()
  },
})

/** The pair detail page, a screen of the swap (fUNI) area: /funi/{address}/pools/pair/{pairAddress}. */
export const pairRoutes: RouteObject[] = [
  { ...pairRoute, handle: { ...(pairRoute.handle as RouteHandle), prefetchData } satisfies RouteHandle },
]
