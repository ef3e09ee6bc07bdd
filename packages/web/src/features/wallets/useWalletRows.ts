import { useAccountBalances, useAccounts, useOnlineStatus } from '@ftm-wallet/react'
import { useDeferredValue, useMemo } from 'react'
import type { WalletRow } from './WalletList.js'

/**
 * The wallet list with balances from one batched, polled query (docs/behaviour/wallets-and-accounts.md#balances:
 * account list every 7000 ms).
 */
export function useWalletRows(): { rows: WalletRow[]; error: Error | null } {
  const { accounts } = useAccounts()
  const online = useOnlineStatus()
  const listed = useMemo(() => accounts.map((a) => a.address), [accounts])
  // A wallet added while a window is open (restore, create) is listed in the render that adds it, and the window's
  // success shows in that render; the balances' request for the new list starts in the deferred render right after,
  // not inside it (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page). A first render asks at once.
  const addresses = useDeferredValue(listed)
  const balances = useAccountBalances({ addresses })
  const rows = useMemo(() => {
    const byAddress = new Map((balances.data ?? []).map((b) => [b.address.toLowerCase(), b]))
    return accounts.map((a): WalletRow => {
      const b = byAddress.get(a.address.toLowerCase())
      // Offline, a wallet without fetched balances shows zero
      // (docs/behaviour/wallets-and-accounts.md#account-list-rules).
      const fallback = online ? undefined : 0n
      return {
        address: a.address,
        name: a.name,
        type: a.type,
        balance: b?.balance ?? fallback,
        totalBalance: b?.totalValue ?? fallback,
        group: a.hd?.phraseId,
        path: a.hd?.path,
      }
    })
  }, [accounts, balances.data, online])
  return { rows, error: balances.error }
}
