import type { WalletServices } from '@ftm-wallet/react'
import type { NetworkPreset } from '@ftm-wallet/sdk'
import type { QueryClient } from '@tanstack/react-query'
import {
  bridgeClientQuery,
  bridgeRequestStoreQuery,
  resumePendingBridgeRequests,
} from './bridgeRequestQueries.js'

/**
 * At app start: when the network's store holds pending bridge requests, asks for the bridge and finishes them
 * (docs/behaviour/bridge.md#pending-requests). Without a pending request nothing is fetched. Never throws.
 */
export async function resumeBridgeRequestsAtStart(parameters: {
  network: Pick<NetworkPreset, 'id' | 'chainId' | 'apiUrls'>
  services: WalletServices
  queryClient: QueryClient
  signal: AbortSignal
}): Promise<void> {
  const { network, services, queryClient, signal } = parameters
  try {
    const store = await queryClient.fetchQuery(bridgeRequestStoreQuery(network, services))
    if (store.pending().length === 0 || signal.aborted) return
    const bridge = await queryClient.fetchQuery(bridgeClientQuery(network))
    if (!bridge || signal.aborted) return
    await resumePendingBridgeRequests({ store, bridge, signal })
  } catch {
    // The bridge is down or the store unreadable: the bridge send screen lists them and tries again.
  }
}
