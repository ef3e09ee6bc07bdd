import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** Stable codes of signing failures. */
export type SignerErrorCode =
  /** The transaction's (or the typed data's domain) chain id is not the connected network's. */
  | 'SIGNER_CHAIN_MISMATCH'
  /** The user declined on the device or in the external wallet: 'Transaction rejected'. */
  | 'SIGNER_REJECTED'
  /** The transaction cannot be signed as given (not a legacy transaction we can encode). */
  | 'SIGNER_TRANSACTION_INVALID'
  /** This signer cannot do what was asked (e.g. an external wallet asked for raw signed bytes). */
  | 'SIGNER_UNSUPPORTED'
  /** This signer cannot sign messages or typed data (the Ledger Fantom app); the message says what can. */
  | 'SIGNER_MESSAGE_UNSUPPORTED'
  /** The message to sign is neither text nor bytes. */
  | 'SIGNER_MESSAGE_INVALID'
  /** Malformed EIP-712 typed data; the message names the field (`details.field`). */
  | 'SIGNER_TYPED_DATA_INVALID'
  /** A signature that is not 64/65 bytes, or that recovers to another key than the account's. */
  | 'SIGNER_SIGNATURE_INVALID'

/** docs/behaviour/transactions.md#messages: what a hardware or external wallet's rejection shows. */
export const TRANSACTION_REJECTED_MESSAGE = 'Transaction rejected'

/** What a rejected message or typed-data signature shows (docs/behaviour/signers.md#message-signing). */
export const SIGNATURE_REJECTED_MESSAGE = 'Signature rejected'

/** docs/behaviour/signers.md#message-signing: the Ledger Fantom app has no message-signing command. */
export const LEDGER_FANTOM_MESSAGE_UNSUPPORTED =
  'The Ledger Fantom app cannot sign messages. Open the Ethereum app on your Ledger and use the account as a Ledger (Ethereum app) account: it has the same address.'

/** A signer refused or failed to sign. Never carries a key or a password. */
export class SignerError extends WalletError<SignerErrorCode> {
  override readonly name = 'SignerError'

  constructor(code: SignerErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
