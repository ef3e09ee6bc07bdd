import { generatePath, type UIMatch } from 'react-router'
import type { RouteHandle } from './routeNames.js'

// docs/behaviour/app-shell.md#navigation-rules: route names starting with these are account-scoped.
const ACCOUNT_SCOPED_PREFIXES = [
  'account-',
  'defi-',
  'fmint',
  'fswap',
  'staking',
  'funiswap',
  'gov-',
] as const

/** True when a route of this name belongs to one account (its address is a route parameter). */
export function isAccountScopedRoute(name: string): boolean {
  return ACCOUNT_SCOPED_PREFIXES.some((prefix) => name.startsWith(prefix))
}

/** The deepest matched route that has a name. */
export function currentRouteHandle(
  matches: readonly UIMatch[],
): { handle: RouteHandle; params: UIMatch['params'] } | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]
    const h = match?.handle as RouteHandle | undefined
    if (match && h?.name) return { handle: h, params: match.params }
  }
  return undefined
}

/**
 * The path of the current route for another account, when the current route is account-scoped: route and
 * params are kept, only the address changes. Undefined when the current route is not account-scoped.
 */
export function pathForAccount(matches: readonly UIMatch[], address: string): string | undefined {
  const current = currentRouteHandle(matches)
  if (!current || !isAccountScopedRoute(current.handle.name)) return undefined
  return generatePath(current.handle.path, { ...current.params, address } as Record<string, string>)
}
