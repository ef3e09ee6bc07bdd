import type { ApiClient, ApiModeStatus, ApiStatus, NetworkPreset } from '@ftm-wallet/sdk'

/**
 * An ApiClient whose implementation (client, retries, the JSON-RPC fallback) is loaded on the first request. The
 * welcome screen of a first visit asks the API nothing, so it does not pay for the client's code. With the
 * network's `rpcUrls`, a JSON-RPC node answers what it can when every API endpoint fails (`mode` turns
 * 'limited'); a network without `apiUrls` is RPC-only. The network's `contracts` let fMint and governance reads
 * go over JSON-RPC too.
 */
export function createLazyApiClient(
  network: NetworkPreset,
  status: ApiStatus,
  mode?: ApiModeStatus,
): ApiClient {
  let client: Promise<ApiClient> | undefined
  let loaded: ApiClient | undefined
  const load = () => {
    client ??= import('./apiClientModule.js').then(({ createApiClient, createRpcClient }) => {
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
      })
      return loaded
    })
    return client
  }
  return {
    endpointCount: network.apiUrls.length,
    currentEndpoint: () => loaded?.currentEndpoint() ?? 0,
    contracts: network.contracts,
    request: async (parameters) => (await load()).request(parameters),
  }
}
