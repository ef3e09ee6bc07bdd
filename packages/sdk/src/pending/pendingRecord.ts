import type { PreparedTransaction } from '../tx/types.js'
import type { PendingReplacement } from './replacement.js'
import type { NewPendingTransaction } from './types.js'

/** What the pending store keeps of a broadcast besides its transaction (docs/behaviour/pending-transactions.md#what-is-kept). */
export interface PendingRecordParameters {
  hash: `0x${string}`
  /** The signed bytes; null when an external wallet signed and broadcast the transaction itself. */
  raw: `0x${string}` | null
  /** What the confirmation said the transaction does. */
  summary: string
  /** The pending transaction it replaces (speed up, cancel); absent for a new one. */
  replaces?: Pick<PendingReplacement, 'kind' | 'hash'> | undefined
}

/**
 * The record of a broadcast for `PendingTransactionStore.record` (docs/behaviour/pending-transactions.md#what-is-kept):
 * the prepared transaction's fields as signed, its hash and bytes, the confirmation's sentence, and what it
 * replaces. Every sender (the flows, the extension's site transactions) records through it.
 */
export function buildPendingRecord(
  transaction: PreparedTransaction<string | null>,
  { hash, raw, summary, replaces }: PendingRecordParameters,
): NewPendingTransaction {
  return {
    hash,
    chainId: transaction.chainId,
    from: transaction.from,
    to: transaction.to,
    value: transaction.value,
    data: transaction.data,
    nonce: transaction.nonce,
    gasPrice: transaction.gasPrice,
    gasLimit: transaction.gasLimit,
    raw,
    summary,
    kind: replaces?.kind ?? 'transaction',
    replaces: replaces?.hash ?? null,
  }
}
