// Route names of docs/behaviour/app-shell.md#routes with their paths. Each route's `handle` carries its name and its
// full path pattern, so the account-scoped rule can rebuild the current route for another account.
import { generatePath } from 'react-router'

export const ROUTES = {
  home: '/',
  dashboard: '/dashboard',
  settings: '/settings',
  'account-history': '/account/:address',
  'account-send-transaction-form': '/account/:address/send',
  'account-send-erc20': '/account/:address/send-erc20/:token',
  'account-receive': '/account/:address/receive/:verify?',
  staking: '/staking/:address/*',
  fmint: '/fmint/:address/*',
  funiswap: '/funi/:address/*',
  'gov-home': '/gov/:address/*',
  'eip-welcome': '/eip-welcome',
  'eip-select-accounts': '/eip-select-accounts/:site',
  'eip-send-transaction': '/eip-send-transaction/:id',
} as const

export type RouteName = keyof typeof ROUTES

/** What a route of the app carries in its `handle`. */
export interface RouteHandle {
  name: RouteName
  path: string
}

export function handle(name: RouteName): RouteHandle {
  return { name, path: ROUTES[name] }
}

/** Builds the path of a named route. */
export function routePath(name: RouteName, params: Record<string, string | undefined> = {}): string {
  // generatePath's typing wants the exact params of a literal path; names are checked by RouteName instead.
  return generatePath(ROUTES[name] as string, params as Record<string, string>)
}
