import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** Stable codes of the pending-transaction store and its speed up / cancel (docs/behaviour/pending-transactions.md). */
export type PendingTransactionErrorCode =
  /** No recorded transaction has this hash (on this network). */
  | 'PENDING_NOT_FOUND'
  /** The transaction is mined, failed, replaced or dropped: there is nothing to speed up or cancel. */
  | 'PENDING_NOT_PENDING'
  /** The signing account is not the transaction's sender (only the sender can use its nonce). */
  | 'PENDING_WRONG_ACCOUNT'
  /** The transaction belongs to another network than the connected one. */
  | 'PENDING_WRONG_NETWORK'

export const PENDING_MESSAGES = {
  notFound: (hash: string) => `No pending transaction ${hash} is recorded in this wallet`,
  notPending: (status: string) => `This transaction is no longer pending (${status})`,
  wrongAccount: (from: string) => `Only the sending account ${from} can speed up or cancel this transaction`,
  wrongNetwork: (chainId: number) =>
    `This transaction was sent on another network (chain id ${chainId}); switch to it first`,
} as const

export class PendingTransactionError extends WalletError<PendingTransactionErrorCode> {
  override readonly name = 'PendingTransactionError'
  constructor(code: PendingTransactionErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
