import { useWallet } from '@ftm-wallet/react'
import type { BridgeClient, BridgeRequest } from '@ftm-wallet/sdk'
import {
  type BridgeRequestStore,
  createBridgeRequestStore,
  resumeBridgeRequests,
} from '@ftm-wallet/sdk/machines'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'

const NONE: readonly BridgeRequest[] = []

/**
 * The bridge requests stored for the connected network (docs/behaviour/bridge.md#pending-requests). Once the bridge
 * answers, the pending ones are finished with it (the completing stage again), so a reload resumes them.
 */
export function useBridgeRequests(bridge: BridgeClient | undefined): {
  store: BridgeRequestStore | undefined
  requests: readonly BridgeRequest[]
} {
  const { network, services } = useWallet()
  const { data: store } = useQuery({
    queryKey: ['bridge-requests', network.chainId],
    queryFn: () => createBridgeRequestStore({ storage: services.storage, chainId: network.chainId }),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const requests = useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => undefined),
    () => store?.list() ?? NONE,
  )
  useEffect(() => {
    if (!store || !bridge) return
    const controller = new AbortController()
    resumeBridgeRequests({ store, bridge, signal: controller.signal }).catch(() => undefined)
    return () => controller.abort()
  }, [store, bridge])
  return { store, requests }
}
