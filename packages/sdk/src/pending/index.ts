// Pending transactions (docs/behaviour/pending-transactions.md): the store of every broadcast, the tracker that
// follows each until it is mined, fails, is replaced or dropped, and the speed up / cancel replacements.
export {
  type CheckPendingTransactionsParameters,
  checkPendingTransactions,
  PENDING_GRACE_MS,
} from './checkPendingTransactions.js'
export {
  type CreatePendingTransactionStoreParameters,
  createPendingTransactionStore,
  PENDING_KEY_PREFIX,
  PENDING_RETENTION_MS,
} from './createPendingTransactionStore.js'
export {
  PENDING_MESSAGES,
  PendingTransactionError,
  type PendingTransactionErrorCode,
} from './PendingTransactionError.js'
export { buildPendingRecord, type PendingRecordParameters } from './pendingRecord.js'
export {
  buildReplacement,
  computeReplacementGasPrice,
  type PendingReplacement,
  REPLACEMENT_GAS_PRICE_BUMP_PERCENT,
} from './replacement.js'
export {
  isFinalStatus,
  type ListPendingParameters,
  type NewPendingTransaction,
  type PendingKind,
  type PendingStatus,
  type PendingStatusChange,
  type PendingTransaction,
  type PendingTransactionStore,
} from './types.js'
export {
  PENDING_POLL_INTERVAL,
  type WatchPendingTransactionsParameters,
  watchPendingTransactions,
} from './watchPendingTransactions.js'
