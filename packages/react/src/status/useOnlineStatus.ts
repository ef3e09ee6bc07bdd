import { useSyncExternalStore } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

/** True while the device is online (spec 01 §4 Network); follows the provider's NetworkStatus. */
export function useOnlineStatus(): boolean {
  const { networkStatus } = useWallet()
  return (
    useSyncExternalStore(networkStatus.subscribe, networkStatus.getState, () => 'online' as const) ===
    'online'
  )
}
