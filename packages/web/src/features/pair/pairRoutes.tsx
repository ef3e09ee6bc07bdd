import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { areaRoute } from '../../navigation/routeNames.js'

const loadPage = lazyPage(() => import('./PairDetailPage.js'), 'PairDetailPage')

/** The pair detail page, a screen of the swap (fUNI) area: /funi/{address}/pools/pair/{pairAddress}. */
export const pairRoutes: RouteObject[] = [
  areaRoute('funiswap', 'pools/pair/:pairAddress', {
    lazy: () => {
      // The chart library's chunk loads beside the page's own code, not once the pair is known and the charts card
      // shows (docs/behaviour/pair-detail.md#charts); a failure here is left to the card, which loads it again.
      import('./PairChart.js').catch(() => undefined)
      return loadPage()
    },
  }),
]
