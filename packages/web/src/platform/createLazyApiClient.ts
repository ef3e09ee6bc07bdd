import type { ApiClient, ApiStatus, NetworkPreset } from '@ftm-wallet/sdk'

/**
 * An ApiClient whose implementation (graphql-request, graphql, p-retry) is loaded on the first request. The
 * welcome screen of a first visit asks the API nothing, so it does not pay for the client's code.
 */
export function createLazyApiClient(network: NetworkPreset, status: ApiStatus): ApiClient {
  let client: Promise<ApiClient> | undefined
  let loaded: ApiClient | undefined
  const load = () => {
    client ??= import('./apiClientModule.js').then(({ createApiClient }) => {
      loaded = createApiClient({ network, status })
      return loaded
    })
    return client
  }
  return {
    endpointCount: network.apiUrls.length,
    currentEndpoint: () => loaded?.currentEndpoint() ?? 0,
    request: async (parameters) => (await load()).request(parameters),
  }
}
