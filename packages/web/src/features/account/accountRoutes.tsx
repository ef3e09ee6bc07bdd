import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { handle } from '../../navigation/routeNames.js'

/** The wallet's own page below /account/{address}: its assets and transactions. */
export const accountRoutes: RouteObject[] = [
  {
    index: true,
    handle: handle('account-history'),
    lazy: lazyPage(() => import('./HistoryPage.js'), 'HistoryPage'),
  },
]
