import type { ApiClient, ApiModeStatus, ApiStatus, NetworkPreset } from '@ftm-wallet/sdk'

/**
 * An ApiClient whose implementation (client, retries, the JSON-RPC fallback) is loaded on the first request. The
 * welcome screen of a first visit asks the API nothing, so it does not pay for the client's code. With the
 * network's `rpcUrls`, a JSON-RPC node answers what it can when every API endpoint fails (`mode` turns
 * 'limited'); a network without `apiUrls` is RPC-only. The network's `contracts` let fMint and governance reads
 * go over JSON-RPC too. With `code` (the client's module, already loaded) the client is built at once and its first
 * request goes out without waiting for a module (docs/behaviour/app-shell.md#code-loaded-on-demand). With `early`
 * (app/earlyRequest.ts) the client starts at the endpoint the page's early balance request went to and takes that
 * request's answer for its own identical request (docs/decisions.md#web-start-up).
 */
export function createLazyApiClient(
  network: NetworkPreset,
  status: ApiStatus,
  mode?: ApiModeStatus,
  code?: ApiClientModule,
  early?: EarlyRequestAdoption,
): ApiClient {
  const build = ({ createApiClient, createRpcClient }: ApiClientModule) => {
    const rpc =
      network.rpcUrls.length > 0
        ? createRpcClient({ urls: network.rpcUrls, chainId: network.chainId })
        : undefined
    loaded = createApiClient({
      endpoints: network.apiUrls,
      contracts: network.contracts,
      status,
      ...(rpc ? { rpc } : {}),
      ...(mode ? { mode } : {}),
      ...(early ? { firstEndpoint: early.firstEndpoint, fetch: early.fetch } : {}),
    })
    return loaded
  }
  let loaded: ApiClient | undefined
  if (code) build(code)
  let client: Promise<ApiClient> | undefined
  const load = () => {
    client ??= import('./apiClientModule.js').then(build)
    return client
  }
  return {
    endpointCount: network.apiUrls.length,
    currentEndpoint: () => loaded?.currentEndpoint() ?? 0,
    contracts: network.contracts,
    request: (parameters) =>
      loaded ? loaded.request(parameters) : load().then((c) => c.request(parameters)),
  }
}

/** The module createLazyApiClient loads: the API client and the JSON-RPC client. */
export type ApiClientModule = typeof import('./apiClientModule.js')

/** How a client takes over the page's early balance request (app/earlyRequest.ts `earlyBalancesFor`). */
export interface EarlyRequestAdoption {
  firstEndpoint: number
  fetch: typeof fetch
}
