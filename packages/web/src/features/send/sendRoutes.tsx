import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { handle } from '../../navigation/routeNames.js'

/** The send forms below /account/{address}: FTM (with the bridge directions) and a token. */
export const sendRoutes: RouteObject[] = [
  {
    path: 'send',
    handle: handle('account-send-transaction-form'),
    lazy: lazyPage(() => import('./SendFtmPage.js'), 'SendFtmPage'),
  },
  {
    path: 'send-erc20/:token',
    handle: handle('account-send-erc20'),
    lazy: lazyPage(() => import('./SendTokenPage.js'), 'SendTokenPage'),
  },
]
