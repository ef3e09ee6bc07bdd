import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'
import { TX_MESSAGES } from './messages.js'

/** Stable codes of the transaction pipeline. */
export type TransactionErrorCode =
  /** The prepared transaction carries an error (gas estimate failed, balance too low) and may not be signed. */
  | 'TX_NOT_SENDABLE'
  /** The node refused the signed transaction (nonce too low, insufficient funds, …): the node's text. */
  | 'TX_SEND_REJECTED'
  /** No answer from the API when sending: the SAME signed bytes may be sent again (no new nonce). */
  | 'TX_SEND_UNCONFIRMED'
  /** The receipt's status is 0: 'Transaction Error'. */
  | 'TX_FAILED'
  /** The status query failed: title 'Error', the query's message as text. */
  | 'TX_VERIFICATION_ERROR'
  /** Still pending when the verification gave up. */
  | 'TX_VERIFICATION_TIMEOUT'

const TITLES: Record<TransactionErrorCode, string> = {
  TX_NOT_SENDABLE: TX_MESSAGES.failed,
  TX_SEND_REJECTED: TX_MESSAGES.error,
  TX_SEND_UNCONFIRMED: TX_MESSAGES.error,
  TX_FAILED: TX_MESSAGES.failed,
  TX_VERIFICATION_ERROR: TX_MESSAGES.error,
  TX_VERIFICATION_TIMEOUT: TX_MESSAGES.error,
}

/** A step of the pipeline failed. `title` is the confirmation screen's title, `message` the text under it. */
export class TransactionError extends WalletError<TransactionErrorCode> {
  override readonly name = 'TransactionError'

  constructor(code: TransactionErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }

  /** 'Transaction Error' or 'Error' (docs/behaviour/transactions.md#messages). */
  get title(): string {
    return TITLES[this.code]
  }

  /** True when sending the same signed bytes again is safe and may help. */
  get retryable(): boolean {
    return this.code === 'TX_SEND_UNCONFIRMED' || this.code === 'TX_VERIFICATION_ERROR'
  }
}
