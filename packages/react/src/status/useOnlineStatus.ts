import { useSyncExternalStore } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

/**
 * True while the device is online (docs/behaviour/app-shell.md#network-and-api-status); follows the provider's
 * NetworkStatus.
 */
export function useOnlineStatus(): boolean {
  const { networkStatus } = useWallet()
  return (
    useSyncExternalStore(networkStatus.subscribe, networkStatus.getState, () => 'online' as const) ===
    'online'
  )
}
