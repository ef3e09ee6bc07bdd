/**
 * Where a broadcast transaction stands (docs/behaviour/pending-transactions.md#statuses): `pending` until the chain
 * mines it (`mined`, or `failed` when its receipt failed), another transaction with the same nonce takes its place
 * (`replaced`), or the network forgets it (`dropped`).
 */
export type PendingStatus = 'pending' | 'mined' | 'failed' | 'replaced' | 'dropped'

/** What a recorded transaction is: sent by a flow or a site, or a speed up / cancel of another one. */
export type PendingKind = 'transaction' | 'speed-up' | 'cancel'

/** One broadcast transaction as the pending store keeps it (docs/behaviour/pending-transactions.md#what-is-kept). */
export interface PendingTransaction {
  /** keccak256 of the signed bytes, lower case. */
  readonly hash: `0x${string}`
  readonly chainId: number
  /** The sending account, checksummed as signed. */
  readonly from: string
  /** null for a contract creation. */
  readonly to: string | null
  readonly value: bigint
  readonly data: `0x${string}`
  readonly nonce: bigint
  readonly gasPrice: bigint
  readonly gasLimit: bigint
  /** The signed bytes, to broadcast again; null when an external wallet signed and broadcast it itself. */
  readonly raw: `0x${string}` | null
  /** What it does, as the confirmation said it ('Send 1 FTM to 0x…', 'Delegate 100 FTM to validator 12'). */
  readonly summary: string
  readonly kind: PendingKind
  /** The transaction this one replaces (speed up, cancel); null otherwise. */
  readonly replaces: `0x${string}` | null
  readonly status: PendingStatus
  /** The hash that used this transaction's nonce instead, when known (status `replaced`). */
  readonly replacedBy: `0x${string}` | null
  /** When it was broadcast and when its status last changed (ms since 1970). */
  readonly submittedAt: number
  readonly updatedAt: number
  /** The user closed the notice of its outcome (set once the status is final). */
  readonly dismissed: boolean
}

/** What a caller gives to record a broadcast: the store sets status, times and `dismissed`. */
export type NewPendingTransaction = Omit<
  PendingTransaction,
  'status' | 'replacedBy' | 'submittedAt' | 'updatedAt' | 'dismissed' | 'kind' | 'replaces'
> &
  Partial<Pick<PendingTransaction, 'kind' | 'replaces'>>

/** A status change: the new status and, for `replaced`, the hash that took the nonce. */
export interface PendingStatusChange {
  readonly status: PendingStatus
  readonly replacedBy?: `0x${string}` | null | undefined
}

export interface ListPendingParameters {
  /** Only this network's transactions. */
  chainId?: number | undefined
  /** Only this account's (any case). */
  from?: string | undefined
  /** Only these statuses. */
  status?: readonly PendingStatus[] | undefined
}

/**
 * The pending-transaction store (docs/behaviour/pending-transactions.md): storage-agnostic, one record per
 * transaction, so several tabs or CLI processes that record at the same time never overwrite each other. Browser:
 * over localStorage (another tab's change arrives as a `storage` event: call `reload`); Node: files in the CLI's data
 * directory; tests: memory.
 */
export interface PendingTransactionStore {
  /** Newest first. */
  list(parameters?: ListPendingParameters): Promise<PendingTransaction[]>
  get(hash: string): Promise<PendingTransaction | null>
  /** Records a broadcast (status `pending`); recording the same hash again keeps its first submission time. */
  record(transaction: NewPendingTransaction): Promise<PendingTransaction>
  /** Sets a status; unknown hashes are ignored (null). A final status never goes back to `pending`. */
  setStatus(hash: string, change: PendingStatusChange): Promise<PendingTransaction | null>
  /** Closes the notice of a finished transaction. */
  dismiss(hash: string): Promise<void>
  /** Forgets a transaction (a broadcast the node refused never left). */
  remove(hash: string): Promise<void>
  /** Called after every change made through this store, and after `reload`. Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
  /** Tells the listeners that the storage changed elsewhere (another tab, another process). */
  reload(): void
}

/** A final status: the transaction will not change any more. */
export const isFinalStatus = (status: PendingStatus): boolean => status !== 'pending'
