import { useWallet } from '@ftm-wallet/react'
import type { BridgeClient, BridgeRequest } from '@ftm-wallet/sdk'
import type { BridgeRequestStore } from '@ftm-wallet/sdk/machines'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'
import { bridgeRequestStoreQuery, resumePendingBridgeRequests } from './bridgeRequestQueries.js'

const NONE: readonly BridgeRequest[] = []

/**
 * The bridge requests stored for the connected network (docs/behaviour/bridge.md#pending-requests). The app start
 * resumes the pending ones (BridgeRequestsResume); once the bridge answers here, those nothing is finishing yet
 * (the bridge was down at start) are finished too.
 */
export function useBridgeRequests(bridge: BridgeClient | undefined): {
  store: BridgeRequestStore | undefined
  requests: readonly BridgeRequest[]
} {
  const { network, services } = useWallet()
  const { data: store } = useQuery(bridgeRequestStoreQuery(network, services))
  const requests = useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? (() => undefined),
    () => store?.list() ?? NONE,
  )
  useEffect(() => {
    if (!store || !bridge) return
    const controller = new AbortController()
    resumePendingBridgeRequests({ store, bridge, signal: controller.signal }).catch(() => undefined)
    return () => controller.abort()
  }, [store, bridge])
  return { store, requests }
}
