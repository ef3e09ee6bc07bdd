import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** Stable codes of signing failures. */
export type SignerErrorCode =
  /** The transaction's chain id is not the connected network's. */
  | 'SIGNER_CHAIN_MISMATCH'
  /** The user declined on the device or in the external wallet: 'Transaction rejected'. */
  | 'SIGNER_REJECTED'
  /** The transaction cannot be signed as given (not a legacy transaction we can encode). */
  | 'SIGNER_TRANSACTION_INVALID'
  /** This signer cannot do what was asked (e.g. an external wallet asked for raw signed bytes). */
  | 'SIGNER_UNSUPPORTED'

/** docs/behaviour/transactions.md#messages: what a hardware or external wallet's rejection shows. */
export const TRANSACTION_REJECTED_MESSAGE = 'Transaction rejected'

/** A signer refused or failed to sign. Never carries a key or a password. */
export class SignerError extends WalletError<SignerErrorCode> {
  override readonly name = 'SignerError'

  constructor(code: SignerErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
