import type { RouteObject } from 'react-router'
import { extensionPageRoutes } from '../extension/pages/extensionPageRoutes.js'
import { accountRoutes } from '../features/account/accountRoutes.js'
import { fmintRoutes } from '../features/fmint/fmintRoutes.js'
import { governanceRoutes } from '../features/governance/governanceRoutes.js'
import { pairRoutes } from '../features/pair/pairRoutes.js'
import { receiveRoutes } from '../features/receive/receiveRoutes.js'
import { sendRoutes } from '../features/send/sendRoutes.js'
import { settingsRoutes } from '../features/settings/settingsRoutes.js'
import { stakingRoutes } from '../features/staking/stakingRoutes.js'
import { SwapLayout } from '../features/swap/SwapLayout.js'
import { swapRoutes } from '../features/swap/swapRoutes.js'
import { walletsRoutes } from '../features/wallets/walletsRoutes.js'
import { AppLayout } from '../layout/AppLayout.js'
import { NotFoundPage } from '../layout/NotFoundPage.js'
import { RouteErrorPage } from '../layout/RouteErrorPage.js'
import { loadChunk } from '../navigation/loadChunk.js'

// The layouts below '/' load on demand, like every screen but the welcome screen: the first screen needs little
// JavaScript.
async function accountLayout() {
  return {
    Component: (await loadChunk(() => import('../layout/AccountLayout.js'), 'AccountLayout')).AccountLayout,
  }
}

/**
 * The account layout without the wallet header, for the staking, fMint, swap and governance areas
 * (docs/behaviour/app-shell.md#routes): its own module, without the header's code.
 */
async function areaLayout() {
  return {
    Component: (await loadChunk(() => import('../layout/AreaLayout.js'), 'AreaLayout')).AreaLayout,
  }
}

/** The route tree of docs/behaviour/app-shell.md#routes: each feature's routes in their layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    hydrateFallbackElement: <p aria-busy="true">Loading…</p>,
    children: [
      {
        // A screen that fails (its code did not load, docs/behaviour/app-shell.md#code-loaded-on-demand) shows its
        // error here, inside the layout, never the router's default error screen.
        errorElement: <RouteErrorPage />,
        children: [
          ...walletsRoutes,
          ...settingsRoutes,
          // docs/behaviour/app-shell.md#routes: /account/create and /account/restore go to not-found.
          { path: 'account/create', element: <NotFoundPage /> },
          { path: 'account/restore', element: <NotFoundPage /> },
          {
            path: 'account/:address',
            lazy: accountLayout,
            children: [...accountRoutes, ...sendRoutes, ...receiveRoutes],
          },
          { path: 'staking/:address', lazy: areaLayout, children: stakingRoutes },
          { path: 'fmint/:address', lazy: areaLayout, children: fmintRoutes },
          {
            path: 'funi/:address',
            lazy: areaLayout,
            children: [{ element: <SwapLayout />, children: [...swapRoutes, ...pairRoutes] }],
          },
          { path: 'gov/:address', lazy: areaLayout, children: governanceRoutes },
          ...extensionPageRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]
