// Route names of docs/behaviour/app-shell.md#routes with their paths. Each route's `handle` carries its name and its
// full path pattern, so the account-scoped rule can rebuild the current route for another account.
import { generatePath, type NonIndexRouteObject, type RouteObject } from 'react-router'
import type { RoutePrefetch } from './prefetchRouteData.js'

export const ROUTES = {
  home: '/',
  dashboard: '/dashboard',
  settings: '/settings',
  'account-history': '/account/:address',
  'account-send-transaction-form': '/account/:address/send',
  'account-send-erc20': '/account/:address/send-erc20/:token',
  'account-receive': '/account/:address/receive/:verify?',
  'account-approvals': '/account/:address/approvals',
  staking: '/staking/:address/*',
  fmint: '/fmint/:address/*',
  funiswap: '/funi/:address/*',
  'gov-home': '/gov/:address/*',
  'eip-welcome': '/eip-welcome',
  'eip-select-accounts': '/eip-select-accounts/:site',
  'eip-send-transaction': '/eip-send-transaction/:id',
  'eip-request': '/eip-request/:id',
} as const

export type RouteName = keyof typeof ROUTES

/** What a route of the app carries in its `handle`. */
export interface RouteHandle {
  name: RouteName
  path: string
  /** Asks for the screen's first data when the app is opened at this route (navigation/prefetchRouteData.ts). */
  prefetchData?: RoutePrefetch
}

/** The names of the areas: their routes end in '/*', the area's own routes lie below. */
export type AreaRouteName = 'staking' | 'fmint' | 'funiswap' | 'gov-home'

/**
 * The handle of a named route. `below` names a route inside an area by its path below the area ('' for the
 * area's index, 'detail/:stakerId', '*'), so the handle carries that route's full path pattern.
 */
export function handle(name: RouteName, below?: string): RouteHandle {
  const path = ROUTES[name]
  if (below === undefined) return { name, path }
  const area = path.replace(/\/\*$/, '')
  return { name, path: below ? `${area}/${below}` : area }
}

/** A route of an area at `path` below it ('' for its index), with the area's name and the route's full path. */
export function areaRoute(
  name: AreaRouteName,
  path: string,
  route: Pick<NonIndexRouteObject, 'lazy' | 'element' | 'children'>,
): RouteObject {
  const h = handle(name, path)
  return path === ''
    ? { index: true, handle: h, lazy: route.lazy, element: route.element }
    : { path, handle: h, ...route }
}

/** Builds the path of a named route. */
export function routePath(name: RouteName, params: Record<string, string | undefined> = {}): string {
  // generatePath's typing wants the exact params of a literal path; names are checked by RouteName instead.
  return generatePath(ROUTES[name] as string, params as Record<string, string>)
}
