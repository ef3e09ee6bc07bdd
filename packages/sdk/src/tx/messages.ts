// Titles and texts of the transaction confirmation (docs/behaviour/transactions.md#verification,
// docs/behaviour/transactions.md#messages).
import { gasMessages } from '../gas/messages.js'

export const TX_MESSAGES = {
  /** Title while the status is polled. */
  verifying: 'Verifying Transaction',
  /** Title when the receipt failed or the gas estimate is missing. */
  failed: 'Transaction Error',
  /** Title when the verification query failed; the query's message is shown under it. */
  error: 'Error',
  /**
   * Submit is disabled with this warning when the balance cannot pay value + fee
   * (docs/behaviour/transactions.md#fees-and-remaining-balance).
   */
  insufficientGas: gasMessages.insufficientGas,
  /** Shown with a hardware wallet while the device asks (docs/behaviour/transactions.md#confirmation-pattern). */
  confirmOnLedger: 'Please confirm this transaction on your Ledger device:',
  /** Ours: the node did not answer, the same signed bytes may be sent again. */
  sendUnconfirmed: 'The network did not confirm that the transaction was sent. Try again.',
  /** Ours: the status stayed pending for the whole verification time. */
  verificationTimeout: 'The transaction is still pending. Check its status in the history later.',
} as const
