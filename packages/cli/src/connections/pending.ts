import { createPendingTransactionStore, type PendingTransactionStore } from '@ftm-wallet/sdk'
import type { Session } from './open.js'

/**
 * The pending-transaction store in the CLI's data directory (docs/behaviour/pending-transactions.md#what-is-kept):
 * one file `pending.<hash>.json` per broadcast, beside the wallet's other records.
 */
export function openPendingStore(session: Pick<Session, 'wallet'>): PendingTransactionStore {
  return createPendingTransactionStore({ storage: session.wallet.storage })
}
