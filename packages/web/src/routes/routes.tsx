import type { RouteObject } from 'react-router'
import { AppLayout } from '../app/AppLayout.js'
import { FmintArea } from '../features/fmint/FmintArea.js'
import { GovernanceArea } from '../features/governance/GovernanceArea.js'
import { StakingArea } from '../features/staking/StakingArea.js'
import { SwapArea } from '../features/swap/SwapArea.js'
import { NotFound } from '../layout/NotFound.js'
import { handle } from './routeNames.js'

/**
 * The account layout without the wallet header, for the staking, fMint, swap and governance areas
 * (docs/behaviour/app-shell.md#routes).
 */
async function areaLayout() {
  return { Component: (await import('../app/AccountLayout.js')).AreaLayout }
}

/**
 * An area of docs/behaviour/app-shell.md#routes (staking, fMint, swap, governance): the same view at its root and at
 * any deeper path.
 */
function areaChildren(name: Parameters<typeof handle>[0], element: React.ReactNode): RouteObject[] {
  return [
    { index: true, handle: handle(name), element },
    { path: '*', handle: handle(name), element },
  ]
}

// Screens other than the welcome screen are loaded on demand, so the first screen needs little JavaScript.
const lazy = (load: () => Promise<{ Component: React.ComponentType }>) => async () => load()

/** The route tree of docs/behaviour/app-shell.md#routes. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    hydrateFallbackElement: <p aria-busy="true">Loading…</p>,
    children: [
      {
        index: true,
        handle: handle('home'),
        lazy: lazy(() => import('../features/wallets/WelcomePage.js')),
      },
      {
        path: 'dashboard',
        handle: handle('dashboard'),
        lazy: lazy(() => import('../features/wallets/DashboardPage.js')),
      },
      {
        path: 'settings',
        handle: handle('settings'),
        lazy: lazy(() => import('../features/settings/SettingsPage.js')),
      },
      // docs/behaviour/app-shell.md#routes: /account/create and /account/restore go to not-found.
      { path: 'account/create', element: <NotFound /> },
      { path: 'account/restore', element: <NotFound /> },
      {
        path: 'account/:address',
        lazy: async () => ({ Component: (await import('../app/AccountLayout.js')).AccountLayout }),
        children: [
          {
            index: true,
            handle: handle('account-history'),
            lazy: lazy(() => import('../features/account/HistoryPage.js')),
          },
          {
            path: 'send',
            handle: handle('account-send-transaction-form'),
            lazy: lazy(() => import('../features/send/SendFtmPage.js')),
          },
          {
            path: 'send-erc20/:token',
            handle: handle('account-send-erc20'),
            lazy: lazy(() => import('../features/send/SendTokenPage.js')),
          },
          {
            path: 'receive/:verify?',
            handle: handle('account-receive'),
            lazy: lazy(() => import('../features/receive/ReceivePage.js')),
          },
        ],
      },
      {
        path: 'staking/:address',
        lazy: areaLayout,
        children: areaChildren('staking', <StakingArea />),
      },
      {
        path: 'fmint/:address',
        lazy: areaLayout,
        children: areaChildren('fmint', <FmintArea />),
      },
      {
        path: 'funi/:address',
        lazy: areaLayout,
        children: areaChildren('funiswap', <SwapArea />),
      },
      {
        path: 'gov/:address',
        lazy: areaLayout,
        children: areaChildren('gov-home', <GovernanceArea />),
      },
      {
        path: 'eip-welcome',
        handle: handle('eip-welcome'),
        lazy: async () => ({ Component: (await import('../extension/pages/EipPages.js')).EipWelcomePage }),
      },
      {
        path: 'eip-select-accounts/:site',
        handle: handle('eip-select-accounts'),
        lazy: async () => ({
          Component: (await import('../extension/pages/EipPages.js')).EipSelectAccountsPage,
        }),
      },
      {
        path: 'eip-send-transaction/:id',
        handle: handle('eip-send-transaction'),
        lazy: async () => ({
          Component: (await import('../extension/pages/EipPages.js')).EipSendTransactionPage,
        }),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]
