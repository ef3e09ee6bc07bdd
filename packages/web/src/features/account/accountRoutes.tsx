import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { handle } from '../../navigation/routeNames.js'

/** The wallet's own pages below /account/{address}: its assets and transactions, and its approvals. */
export const accountRoutes: RouteObject[] = [
  {
    index: true,
    handle: handle('account-history'),
    lazy: lazyPage(() => import('./HistoryPage.js'), 'HistoryPage'),
  },
  {
    // docs/behaviour/approvals.md: the account's allowances with Revoke.
    path: 'approvals',
    handle: handle('account-approvals'),
    lazy: lazyPage(() => import('../approvals/ApprovalsPage.js'), 'ApprovalsPage'),
  },
]
