import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { handle } from '../../navigation/routeNames.js'

/** The receive screen below /account/{address}: address and QR code, and the Ledger check. */
export const receiveRoutes: RouteObject[] = [
  {
    path: 'receive/:verify?',
    handle: handle('account-receive'),
    lazy: lazyPage(() => import('./ReceivePage.js'), 'ReceivePage'),
  },
]
