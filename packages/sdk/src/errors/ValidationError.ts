import { WalletError, type WalletErrorOptions } from './WalletError.js'

/**
 * Stable codes of bad user input. Each maps to one message of docs/behaviour/wallets-and-accounts.md#validation or
 * another page's rules (or our own where none is specified).
 */
export type ValidationErrorCode =
  | 'PASSWORD_WEAK'
  | 'PASSWORD_MISMATCH'
  | 'PASSWORD_REQUIRED'
  | 'MNEMONIC_INVALID'
  | 'MNEMONIC_ORDER_INCORRECT'
  | 'PRIVATE_KEY_INVALID'
  | 'KEYSTORE_INVALID_JSON'
  | 'KEYSTORE_INVALID'
  | 'FILE_NOT_FOUND'
  | 'FILE_ACCESS_DENIED'
  | 'FILE_NOT_READABLE'
  | 'FILE_UNKNOWN_ERROR'
  | 'ACCOUNT_EXISTS'
  | 'ADDRESS_INVALID'
  | 'NAME_BLANK'
  | 'ORDER_OUT_OF_RANGE'
  | 'CONTACT_EXISTS'
  | 'BLOCKCHAIN_INVALID'
  | 'ACCOUNT_TYPE_INVALID'
  | 'DERIVATION_INDEX_INVALID'
  | 'DERIVATION_PATH_INVALID'
  | 'PASSPHRASE_INVALID'
  | 'SECRET_KIND_INVALID'
  | 'PASSWORD_CACHE_OPTIONS_INVALID'
  | 'TOKEN_ADDRESS_INVALID'
  | 'TOKEN_SYMBOL_INVALID'
  | 'TOKEN_DECIMALS_INVALID'
  | 'SLIPPAGE_OUT_OF_RANGE'
  | 'AMOUNT_INVALID'
  | 'AMOUNT_TOO_MANY_DECIMALS'
  | 'DECIMALS_INVALID'
  | 'FRACTION_DIGITS_INVALID'
  | 'CURRENCY_INVALID'
  | 'LANGUAGE_UNSUPPORTED'
  | 'SETTING_INVALID'
  | 'SCRYPT_PARAMS_INVALID'

/**
 * Bad user input. `message` is the text to show next to the field (the spec's exact words where it has them).
 *
 * @example
 * if (isWalletError(e, 'PASSWORD_WEAK')) form.setError('password', e.message)
 */
export class ValidationError extends WalletError<ValidationErrorCode> {
  override readonly name = 'ValidationError'

  constructor(code: ValidationErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
