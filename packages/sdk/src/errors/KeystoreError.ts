import { WalletError, type WalletErrorOptions } from './WalletError.js'

/** Stable codes of keystore failures (decrypting, checking, encrypting). */
export type KeystoreErrorCode =
  /** Wrong password or a keystore whose MAC does not match: 'Bad keystore file or password.' */
  | 'KEYSTORE_BAD_PASSWORD'
  /** Not a Web3 Secret Storage v3 keystore we can read (shape, kdf, cipher, limits). */
  | 'KEYSTORE_INVALID'
  /** docs/behaviour/transactions.md#password-step: the keystore belongs to another address. */
  | 'KEYSTORE_ADDRESS_MISMATCH'
  /** The platform lacks a primitive we need (Web Crypto AES-CTR). */
  | 'KEYSTORE_UNSUPPORTED_PLATFORM'
  /** A freshly encrypted keystore or phrase record did not decrypt to the same secret: nothing was replaced. */
  | 'KEYSTORE_VERIFY_FAILED'

/** A keystore could not be decrypted or does not belong to the account. Never carries the password or key. */
export class KeystoreError extends WalletError<KeystoreErrorCode> {
  override readonly name = 'KeystoreError'

  constructor(code: KeystoreErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
