import type { WalletServices } from '@ftm-wallet/react'
import { type BridgeClient, createBridgeClient, type NetworkPreset } from '@ftm-wallet/sdk'
import {
  type BridgeRequestStore,
  createBridgeRequestStore,
  finalizeBridgeRequest,
} from '@ftm-wallet/sdk/machines'
import { fetchBridgeBaseUrl } from './fetchBridgeBaseUrl.js'

type Network = Pick<NetworkPreset, 'id' | 'chainId' | 'apiUrls'>

/**
 * The stored bridge requests of a network, one store per network in the query cache: the app start's resume and
 * the bridge send screen share it, so the screen's list follows what the resume finishes.
 */
export const bridgeRequestStoreQuery = (
  network: Pick<NetworkPreset, 'chainId'>,
  services: WalletServices,
) => ({
  queryKey: ['bridge-requests', network.chainId] as const,
  queryFn: () => createBridgeRequestStore({ storage: services.storage, chainId: network.chainId }),
  staleTime: Number.POSITIVE_INFINITY,
})

/** The bridge client of a network once the bridge answered with its FTM token; null when there is none. */
export const bridgeClientQuery = (network: Network) => ({
  queryKey: ['bridge-client', network.id, network.chainId, network.apiUrls[0]] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<BridgeClient | null> => {
    const baseUrl = await fetchBridgeBaseUrl({ network, ...(signal ? { signal } : {}) })
    if (!baseUrl) return null
    const bridge = createBridgeClient({ baseUrl })
    await bridge.getFantomToken(signal ? { signal } : {})
    return bridge
  },
  retry: 1,
  staleTime: Number.POSITIVE_INFINITY,
})

// The requests being finished right now, per store: the app start's resume and the bridge send screen's never
// finish the same request twice at once.
const running = new WeakMap<BridgeRequestStore, Set<string>>()

/**
 * Finishes every pending request of the store that nothing is finishing yet (the completing stage again,
 * docs/behaviour/bridge.md#pending-requests); an abort leaves them pending.
 */
export async function resumePendingBridgeRequests(parameters: {
  store: BridgeRequestStore
  bridge: BridgeClient
  signal?: AbortSignal | undefined
}): Promise<void> {
  const { store, bridge, signal } = parameters
  let busy = running.get(store)
  if (!busy) {
    busy = new Set()
    running.set(store, busy)
  }
  const claimed = busy
  const todo = store.pending().filter((request) => !claimed.has(request.uuid))
  await Promise.allSettled(
    todo.map(async ({ uuid }) => {
      claimed.add(uuid)
      try {
        await finalizeBridgeRequest({ store, bridge, uuid, signal })
      } finally {
        claimed.delete(uuid)
      }
    }),
  )
}
