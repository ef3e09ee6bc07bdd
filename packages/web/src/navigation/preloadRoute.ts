import { matchRoutes, type RouteObject } from 'react-router'

/**
 * Starts loading the code of the screen at `pathname` (its page and layouts) before the app has read its config and
 * stored wallets, instead of after the first render (docs/behaviour/app-shell.md#code-loaded-on-demand). Resolves to
 * the route tree with that code in place of those routes' `lazy`, so the router's first render shows the screen
 * rather than a 'Loading…' pass while it loads the same code again; to the tree as it was when any of it fails
 * (the router then loads it itself and shows the failure inside the layout).
 */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<RouteObject[]> {
  const loading = new Map<RouteObject, Promise<Partial<RouteObject>>>()
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') loading.set(route, route.lazy() as Promise<Partial<RouteObject>>)
  }
  if (loading.size === 0) return Promise.resolve(routes)
  return Promise.all(loading.values()).then(
    (loaded) => {
      const properties = new Map([...loading.keys()].map((route, i) => [route, loaded[i]]))
      return withLoaded(routes, properties)
    },
    () => routes,
  )
}

/** The tree with the loaded routes' properties applied and their `lazy` gone; every other route object kept as is. */
function withLoaded(
  routes: RouteObject[],
  loaded: Map<RouteObject, Partial<RouteObject> | undefined>,
): RouteObject[] {
  let changed = false
  const next = routes.map((route) => {
    const properties = loaded.get(route)
    const children = route.children && withLoaded(route.children, loaded)
    if (!properties && children === route.children) return route
    changed = true
    const { lazy: _lazy, ...rest } = route
    return { ...(properties ? rest : route), ...properties, ...(children ? { children } : {}) } as RouteObject
  })
  return changed ? next : routes
}

/** Resolves to `routes` after `ms`: how long the first render waits for the screen's code (main.tsx). */
export function routesAfter(routes: RouteObject[], ms: number): Promise<RouteObject[]> {
  return new Promise((resolve) => setTimeout(() => resolve(routes), ms))
}
