import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { handle } from '../../navigation/routeNames.js'

// The pages load on demand, so the route table stays light (the welcome screen does not pay for them).
/** The extension's pages for sites (docs/behaviour/extension.md#site-pages). */
export const extensionPageRoutes: RouteObject[] = [
  // The wallet's accounts, the sites that may use them, and a button to open the wallet.
  {
    path: 'eip-welcome',
    handle: handle('eip-welcome'),
    lazy: lazyPage(() => import('./EipWelcomePage.js'), 'EipWelcomePage'),
  },
  // The accounts a site may use, toggled by the user and stored per origin.
  {
    path: 'eip-select-accounts/:site',
    handle: handle('eip-select-accounts'),
    lazy: lazyPage(() => import('./EipSelectAccountsPage.js'), 'EipSelectAccountsPage'),
  },
  // Confirm with the password, or reject, a transaction a site asks for.
  {
    path: 'eip-send-transaction/:id',
    handle: handle('eip-send-transaction'),
    lazy: lazyPage(() => import('./EipSendTransactionPage.js'), 'EipSendTransactionPage'),
  },
  // Sign a message or typed data, add a network, or watch a token, as a site asks.
  {
    path: 'eip-request/:id',
    handle: handle('eip-request'),
    lazy: lazyPage(() => import('./EipRequestPage.js'), 'EipRequestPage'),
  },
]
