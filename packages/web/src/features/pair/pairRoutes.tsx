import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { areaRoute } from '../../navigation/routeNames.js'

/** The pair detail page, a screen of the swap (fUNI) area: /funi/{address}/pools/pair/{pairAddress}. */
export const pairRoutes: RouteObject[] = [
  areaRoute('funiswap', 'pools/pair/:pairAddress', {
    lazy: lazyPage(() => import('./PairDetailPage.js'), 'PairDetailPage'),
  }),
]
