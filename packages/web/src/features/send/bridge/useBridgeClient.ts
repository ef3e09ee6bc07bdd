import { useWallet } from '@ftm-wallet/react'
import { type BridgeClient, createBridgeClient } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { fetchBridgeBaseUrl } from './fetchBridgeBaseUrl.js'

export type BridgeAvailability =
  | { status: 'loading' }
  | { status: 'ready'; bridge: BridgeClient }
  /** No bridge for this network, or it did not answer `GET tokens` with an FTM token: 'Bridge is down'. */
  | { status: 'down' }

/** The bridge client of the connected network, once the bridge answered with its FTM token. */
export function useBridgeClient(): BridgeAvailability {
  const { network } = useWallet()
  const query = useQuery({
    queryKey: ['bridge-client', network.id, network.chainId, network.apiUrls[0]],
    queryFn: async ({ signal }) => {
      const baseUrl = await fetchBridgeBaseUrl({ network, signal })
      if (!baseUrl) return null
      const bridge = createBridgeClient({ baseUrl })
      await bridge.getFantomToken({ signal })
      return bridge
    },
    retry: 1,
    staleTime: Number.POSITIVE_INFINITY,
  })
  if (query.isPending) return { status: 'loading' }
  return query.data ? { status: 'ready', bridge: query.data } : { status: 'down' }
}
