import {
  type PendingTransaction,
  type PendingTransactionStore,
  watchPendingTransactions,
} from '@ftm-wallet/sdk'
import { useCallback, useEffect } from 'react'
import { useWallet } from '../provider/WalletProvider.js'
import { usePendingRecords } from './usePendingRecords.js'

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
 * (docs/behaviour/pending-transactions.md), kept current as `usePendingRecords` keeps it, with the tracker on demand.
 */
export function usePendingTransactions(
  parameters: UsePendingTransactionsParameters = {},
): UsePendingTransactionsReturnType {
  const { client, network } = useWallet()
  const { records: transactions, store } = usePendingRecords()
  const { track = false } = parameters

  useEffect(() => {
    if (!store || !track) return undefined
    return watchPendingTransactions({ client, store, chainId: network.chainId })
  }, [store, track, client, network.chainId])

  const dismiss = useCallback(async (hash: string) => store?.dismiss(hash), [store])
  return { transactions, store, dismiss }
}
