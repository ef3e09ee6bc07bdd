import { useSyncExternalStore } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

/**
 * True while the Fantom API answers. The API is flagged offline only after failures that last 600 ms, and online
 * again at the next answer (docs/behaviour/app-shell.md#network-and-api-status); the SDK's ApiStatus implements that
 * rule.
 */
export function useApiOnline(): boolean {
  const { apiStatus } = useWallet()
  return useSyncExternalStore(apiStatus.subscribe, apiStatus.getState, () => 'online' as const) === 'online'
}
