import type { RouteObject } from 'react-router'
import { AppLayout } from '../app/AppLayout.js'
import { StakingArea } from '../areas/staking/StakingArea.js'
import { NotFound } from '../layout/NotFound.js'
import { AreaPlaceholder } from '../screens/areas/AreaPlaceholder.js'
import { handle } from './routeNames.js'

/** The account layout without the wallet header, for the areas of spec 02. */
async function areaLayout() {
  return { Component: (await import('../app/AccountLayout.js')).AreaLayout }
}

/** An area of spec 02 (part 2): the same view at its root and at any deeper path. */
function areaChildren(name: Parameters<typeof handle>[0], element: React.ReactNode): RouteObject[] {
  return [
    { index: true, handle: handle(name), element },
    { path: '*', handle: handle(name), element },
  ]
}

// Screens other than the welcome screen are loaded on demand, so the first screen needs little JavaScript.
const lazy = (load: () => Promise<{ Component: React.ComponentType }>) => async () => load()

/** The route tree of spec 01 §2 and spec 02 §2 (route overview). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    hydrateFallbackElement: <p aria-busy="true">Loading…</p>,
    children: [
      {
        index: true,
        handle: handle('home'),
        lazy: lazy(() => import('../screens/welcome/WelcomeRoute.js')),
      },
      {
        path: 'dashboard',
        handle: handle('dashboard'),
        lazy: lazy(() => import('../screens/dashboard/DashboardRoute.js')),
      },
      {
        path: 'settings',
        handle: handle('settings'),
        lazy: lazy(() => import('../screens/settings/SettingsRoute.js')),
      },
      // spec 02 §2: /account/create and /account/restore go to not-found.
      { path: 'account/create', element: <NotFound /> },
      { path: 'account/restore', element: <NotFound /> },
      {
        path: 'account/:address',
        lazy: async () => ({ Component: (await import('../app/AccountLayout.js')).AccountLayout }),
        children: [
          {
            index: true,
            handle: handle('account-history'),
            lazy: lazy(() => import('../screens/history/HistoryRoute.js')),
          },
          {
            path: 'send',
            handle: handle('account-send-transaction-form'),
            lazy: lazy(() => import('../screens/send/SendFtmRoute.js')),
          },
          {
            path: 'send-erc20/:token',
            handle: handle('account-send-erc20'),
            lazy: lazy(() => import('../screens/send/SendTokenRoute.js')),
          },
          {
            path: 'receive/:verify?',
            handle: handle('account-receive'),
            lazy: lazy(() => import('../screens/receive/ReceiveRoute.js')),
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
        children: areaChildren(
          'fmint',
          <AreaPlaceholder
            area="fMint"
            summary="Lock WFTM or sFTM as collateral, mint and repay fUSD, claim and push rewards."
          />,
        ),
      },
      {
        path: 'funi/:address',
        lazy: areaLayout,
        children: areaChildren(
          'funiswap',
          <AreaPlaceholder
            area="Swap"
            summary="Wrap FTM, swap tokens, add and remove liquidity and look into pairs with charts."
          />,
        ),
      },
      {
        path: 'gov/:address',
        lazy: areaLayout,
        children: areaChildren(
          'gov-home',
          <AreaPlaceholder
            area="Governance"
            summary="Vote on governance proposals with the stake you delegated, and cancel votes."
          />,
        ),
      },
      {
        path: 'eip-welcome',
        handle: handle('eip-welcome'),
        element: (
          <AreaPlaceholder
            area="Site connections"
            summary="Let a site ask for your accounts or for a transaction."
          />
        ),
      },
      {
        path: 'eip-select-accounts/:site',
        handle: handle('eip-select-accounts'),
        element: <AreaPlaceholder area="Site accounts" summary="Choose which accounts a site may use." />,
      },
      {
        path: 'eip-send-transaction/:id',
        handle: handle('eip-send-transaction'),
        element: (
          <AreaPlaceholder
            area="Site transaction"
            summary="Confirm or reject a transaction a site asks for."
          />
        ),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]
