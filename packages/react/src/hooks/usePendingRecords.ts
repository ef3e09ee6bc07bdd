import { PENDING_KEY_PREFIX, type PendingTransaction, type PendingTransactionStore } from '@ftm-wallet/sdk'
import { useEffect, useState } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

export interface UsePendingRecordsReturnType {
  /** The connected network's recorded transactions, newest first: pending ones and finished ones not yet forgotten. */
  readonly records: readonly PendingTransaction[]
  /** The store (null when the services have none). */
  readonly store: PendingTransactionStore | null
}

/**
 * The records of the wallet's pending-transaction store for the connected network
 * (docs/behaviour/pending-transactions.md), kept current: after every change made in this tab, and after another
 * tab's (a `storage` event on one of its keys). It only reads: this module leaves the tracker and its checker out, so
 * a screen can ask whether there is anything to track without loading them (docs/decisions.md#size-budgets);
 * `usePendingTransactions` adds the tracker.
 */
export function usePendingRecords(): UsePendingRecordsReturnType {
  const { services, network } = useWallet()
  const store = services.pending ?? null
  const [records, setRecords] = useState<readonly PendingTransaction[]>([])

  useEffect(() => {
    if (!store) return undefined
    let live = true
    let reading = 0
    const read = () => {
      const ticket = ++reading
      store.list({ chainId: network.chainId }).then(
        // Only the latest read is shown: an earlier one may answer after it.
        (list) => live && ticket === reading && setRecords(list),
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

  return { records, store }
}
