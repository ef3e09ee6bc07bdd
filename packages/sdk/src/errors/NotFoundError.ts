import { WalletError, type WalletErrorOptions } from './WalletError.js'

export type NotFoundErrorCode =
  | 'ACCOUNT_NOT_FOUND'
  | 'CONTACT_NOT_FOUND'
  /** The account has no stored recovery phrase (a key or keystore import, or a wallet made before phrases were kept). */
  | 'PHRASE_NOT_FOUND'

/** An operation named an account or contact that is not in the list. */
export class NotFoundError extends WalletError<NotFoundErrorCode> {
  override readonly name = 'NotFoundError'

  constructor(code: NotFoundErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
