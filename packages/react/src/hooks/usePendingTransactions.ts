import {
  PENDING_KEY_PREFIX,
  type PendingTransaction,
  type PendingTransactionStore,
  watchPendingTransactions,
} from '@ftm-wallet/sdk'
import { useCallback, useEffect, useState } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

export interface UsePendingTransactionsParameters {
  /**
   * Run the tracker (docs/behaviour/pending-transactions.md#tracking) while mounted: every 4 s while the page is
   * visible. One component of the app should (the layout's indicator); the others only read.
   */
  track?: boolean | undefined
}

export interface UsePendingTransactionsReturnType {
  /** The connected network's recorded transactions, newest first: pending ones and finished ones not yet forgotten. */
  readonly transactions: readonly PendingTransaction[]
  /** The store (null when the services have none). */
  readonly store: PendingTransactionStore | null
  /** Closes the notice of a finished transaction, in every tab. */
  readonly dismiss: (hash: string) => Promise<void>
}

/**
 * The pending-transaction store of the wallet's services for the connected network
 * (docs/behaviour/pending-transactions.md), kept current: after every change made in this tab, and after another
 * tab's (a `storage` event on one of its keys).
 */
export function usePendingTransactions(
  parameters: UsePendingTransactionsParameters = {},
): UsePendingTransactionsReturnType {
  const { services, client, network } = useWallet()
  const store = services.pending ?? null
  const [transactions, setTransactions] = useState<readonly PendingTransaction[]>([])
  const { track = false } = parameters

  useEffect(() => {
    if (!store) return undefined
    let live = true
    let reading = 0
    const read = () => {
      const ticket = ++reading
      store.list({ chainId: network.chainId }).then(
        (list) => live && ticket === reading && setTransactions(list),
        () => undefined, // storage unreadable: keep what is shown
      )
    }
    read()
    const unsubscribe = store.subscribe(read)
    // Another tab wrote one of the records: localStorage tells every other tab.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.includes(PENDING_KEY_PREFIX)) store.reload()
    }
    globalThis.addEventListener?.('storage', onStorage)
    return () => {
      live = false
      unsubscribe()
      globalThis.removeEventListener?.('storage', onStorage)
    }
  }, [store, network.chainId])

  useEffect(() => {
    if (!store || !track) return undefined
    return watchPendingTransactions({ client, store, chainId: network.chainId })
  }, [store, track, client, network.chainId])

  const dismiss = useCallback(async (hash: string) => store?.dismiss(hash), [store])
  return { transactions, store, dismiss }
}
