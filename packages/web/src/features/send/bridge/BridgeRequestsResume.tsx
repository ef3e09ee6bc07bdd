import { useWallet } from '@ftm-wallet/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'

/**
 * Resumes the network's pending bridge requests when the app starts (and when the network changes), whatever
 * screen opens first (docs/behaviour/bridge.md#pending-requests). Its code loads only then, off the first screen's
 * bundle. Renders nothing.
 */
export function BridgeRequestsResume() {
  const { network, services } = useWallet()
  const queryClient = useQueryClient()
  useEffect(() => {
    const controller = new AbortController()
    const resume = async () => {
      // The store's record (docs/behaviour/bridge.md#pending-requests: `bridge-requests-<chainId>`): without a
      // pending request in it, neither the store's code nor the bridge is loaded.
      const raw = await services.storage.get(`bridge-requests-${network.chainId}`)
      if (raw === null || !raw.includes('"pending"') || controller.signal.aborted) return
      const { resumeBridgeRequestsAtStart } = await import('./resumeBridgeRequestsAtStart.js')
      await resumeBridgeRequestsAtStart({ network, services, queryClient, signal: controller.signal })
    }
    resume().catch(() => undefined)
    return () => controller.abort()
  }, [network, services, queryClient])
  return null
}
