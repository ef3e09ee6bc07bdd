import type { ApiClient } from '@ftm-wallet/sdk'
import type { QueryClient } from '@tanstack/react-query'
import { matchRoutes, type Params, type RouteObject } from 'react-router'

/** What a route's data prefetch is given: the network's query cache and client, the URL's params and search. */
export interface RouteDataContext {
  queryClient: QueryClient
  client: ApiClient
  params: Params<string>
  search: URLSearchParams
}

/**
 * A route's data prefetch, carried in its handle as `prefetchData`: it asks for what the screen will ask for first,
 * under the same query keys, so the screen finds the requests in flight or answered.
 */
export type RoutePrefetch = (context: RouteDataContext) => Promise<unknown>

/** A route matched at an address, with the URL's params: what `matchRoutes` and the router's state give. */
export interface MatchedRoute {
  route: Pick<RouteObject, 'handle'>
  params: Params<string>
}

/**
 * Runs the data prefetch of each route matching `location` as soon as the network's client exists, while the
 * screen's code is still loading (docs/behaviour/app-shell.md#code-loaded-on-demand). A failure is left to the
 * screen, which asks again. Settles when every prefetch has.
 */
export function prefetchRouteData(
  routes: RouteObject[],
  location: { pathname: string; search: string },
  connection: Pick<RouteDataContext, 'queryClient' | 'client'>,
): Promise<void> {
  return prefetchMatchedRouteData(matchRoutes(routes, location.pathname) ?? [], location, connection)
}

/**
 * `prefetchRouteData` for routes already matched at `location` — the router's own matches at the page's start, so
 * the route tree is not flattened and ranked a second time on the way to the first render
 * (docs/decisions.md#web-start-up).
 */
export function prefetchMatchedRouteData(
  matches: readonly MatchedRoute[],
  location: { search: string },
  connection: Pick<RouteDataContext, 'queryClient' | 'client'>,
): Promise<void> {
  const started: Promise<unknown>[] = []
  for (const { route, params } of matches) {
    const prefetch = (route.handle as { prefetchData?: RoutePrefetch } | undefined)?.prefetchData
    if (!prefetch) continue
    started.push(prefetch({ ...connection, params, search: new URLSearchParams(location.search) }))
  }
  return Promise.allSettled(started).then(() => undefined)
}
