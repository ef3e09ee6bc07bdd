// The transaction pipeline: prepare (nonce, gas, fee, checks) → sign → send → verify.
export {
  type ComputePreparedTransactionParameters,
  computePreparedTransaction,
} from './computePreparedTransaction.js'
export { type DecodedSignedTransaction, decodeSignedTransaction } from './decodeSignedTransaction.js'
export { getLatestBlockTime } from './getLatestBlockTime.js'
export { TX_MESSAGES } from './messages.js'
export { type PrepareTransactionParameters, prepareTransaction } from './prepareTransaction.js'
export { type SendCallParameters, type SendCallReturnType, sendCall } from './sendCall.js'
export {
  type SendSignedTransactionParameters,
  type SendSignedTransactionReturnType,
  sendSignedTransaction,
} from './sendSignedTransaction.js'
export { type SignTransactionParameters, signTransaction, toUnsignedTransaction } from './signTransaction.js'
export { TransactionError, type TransactionErrorCode } from './TransactionError.js'
export type { PreparedTransaction, SignedTransaction } from './types.js'
export {
  DEFAULT_VERIFICATION_TIMEOUT,
  type WaitForTransactionParameters,
  waitForTransaction,
} from './waitForTransaction.js'
