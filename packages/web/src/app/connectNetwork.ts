import { createWalletQueryClient } from '@ftm-wallet/react'
import {
  type ApiClient,
  type ApiModeStatus,
  type ApiStatus,
  createApiModeStatus,
  createApiStatus,
  type NetworkPreset,
} from '@ftm-wallet/sdk'
import type { QueryClient } from '@tanstack/react-query'
import {
  type MatchedRoute,
  prefetchMatchedRouteData,
  prefetchRouteData,
} from '../navigation/prefetchRouteData.js'
import { createLazyApiClient, type EarlyRequestAdoption } from '../platform/createLazyApiClient.js'
import { routes } from '../routes/routes.js'
import { type BalanceRequestCode, loadBalanceRequestCode } from './balanceRequestCode.js'

/** What the wallet talks to on one network: its client, API status, limited-mode flag and query cache. */
export interface NetworkConnection {
  apiStatus: ApiStatus
  apiMode: ApiModeStatus
  client: ApiClient
  queryClient: QueryClient
  /**
   * Settles once the stored wallets' first balance request has its answer in the query cache (or failed); undefined
   * when no wallets are stored. main.tsx lets the first render wait for it briefly (docs/decisions.md#web-start-up).
   */
  firstBalances?: Promise<void> | undefined
}

/**
 * The client, API status, limited-mode flag and query cache of one network (RPC-only networks start limited). With
 * wallets stored (`addresses`), their balances are asked for at once: every screen with wallets shows them, and the
 * request then runs while the screen's code loads and renders (docs/behaviour/app-shell.md#code-loaded-on-demand). main.tsx
 * builds the first network's connection before the first render with the request's code already loaded (`code`),
 * so the request goes out before React starts; without it the code loads first. With `early` the client takes the
 * page's early balance request (app/earlyRequest.ts) as this request: it is usually answered by then
 * (docs/decisions.md#web-start-up). `matches` are the routes the router matched at the page's address, when it has
 * (main.tsx): the screen's data prefetch then needs no matching of its own.
 */
export function connectNetwork(
  network: NetworkPreset,
  addresses: readonly string[],
  code?: BalanceRequestCode,
  early?: EarlyRequestAdoption,
  matches?: readonly MatchedRoute[],
): NetworkConnection {
  const apiStatus = createApiStatus()
  const apiMode = createApiModeStatus(network.apiUrls.length === 0 ? 'limited' : 'api')
  const client = createLazyApiClient(network, apiStatus, apiMode, code?.client, early)
  const queryClient = createWalletQueryClient()
  let firstBalances: Promise<void> | undefined
  if (addresses.length > 0) {
    const prefetch = (module: BalanceRequestCode['prefetch']) =>
      module.prefetchWalletBalances(queryClient, client, addresses)
    firstBalances = code
      ? prefetch(code.prefetch)
      : loadBalanceRequestCode().then((loaded) => loaded && prefetch(loaded.prefetch))
    // prefetchQuery never rejects; a failed load of the code is the client's to report when the list asks.
    firstBalances = firstBalances.catch(() => undefined)
  }
  // The screen at the address asks for its first data now too, if its route names it (the pair page does).
  const connection = { queryClient, client }
  void (matches
    ? prefetchMatchedRouteData(matches, window.location, connection)
    : prefetchRouteData(routes, window.location, connection))
  return { apiStatus, apiMode, client, queryClient, firstBalances }
}
