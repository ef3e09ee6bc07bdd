import { WalletError, type WalletErrorOptions } from '../../errors/WalletError.js'

/** Stable codes of a recipient the send flows refuse (docs/behaviour/send-and-receive.md#recipient-checks). */
export type RecipientRuleErrorCode =
  /** The zero address: nobody can ever spend what is sent there. */
  | 'RECIPIENT_ZERO_ADDRESS'
  /** A token sent to that token's own contract: it stays there for good. */
  | 'RECIPIENT_TOKEN_CONTRACT'

/** A recipient a send flow refuses. */
export class RecipientRuleError extends WalletError<RecipientRuleErrorCode> {
  override readonly name = 'RecipientRuleError'

  constructor(code: RecipientRuleErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
