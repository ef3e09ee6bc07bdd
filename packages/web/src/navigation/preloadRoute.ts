import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Starts loading the code of the screen at `pathname` (its page and layouts) before the app has read its config and
 * stored wallets, instead of after the first render (docs/behaviour/app-shell.md#code-loaded-on-demand). The router
 * runs the same `lazy` functions later and gets the modules the browser already has; a failure here is left to it.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void route.lazy().catch(() => undefined)
  }
}
