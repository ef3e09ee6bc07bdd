// Every user-facing validation message, once. Texts in quotes in docs/behaviour/wallets-and-accounts.md#validation
// are copied exactly (typos included: 'sucessfully', 'already exist'); the ones marked "ours" have no text in the
// spec.
import type { Blockchain } from '../constants/settings.js'

export const MESSAGES = {
  passwordWeak:
    'Make sure to enter at least 8 and max 200 characters, including one upper-case letter, a symbol and a number',
  passwordMismatch: 'The entered password does not match',
  passwordRequired: 'Type a password',
  keystoreInvalidJson: 'Not valid JSON file.',
  keystoreLoaded: 'Keystore sucessfully loaded',
  keystoreBadFileOrPassword: 'Bad keystore file or password.',
  fileNotFound: 'File not found',
  fileAccessDenied: 'File can not be accessed (security)',
  fileNotReadable: 'File not readable',
  fileUnknownError: 'Unknown error',
  accountExists: 'An account with this address already exist',
  blank: 'This field cannot be blank',
  contactExists: 'Address already exists',
  tokenAddressInvalid: 'Invalid Address',
  tokenSymbolTooLong: 'Symbol must be 11 characters or fewer',
  slippageOutOfRange: 'Value must be between 0.1% and 100%',
  mnemonicOrderIncorrect: 'Incorrect mnemonic phrase order.',
  /** Ours. */
  mnemonicWordCount: 'Enter a recovery phrase of 12, 15, 18, 21 or 24 words',
  /** Ours. */
  mnemonicInvalid: 'This is not a valid recovery phrase',
  /** Ours. */
  privateKeyInvalid: 'Enter a private key of 64 hexadecimal characters',
  /** Ours. */
  tokenDecimalsInvalid: 'Decimals must be a whole number from 1 to 255',
  /** Ours. */
  blockchainInvalid: 'Choose Fantom, ethereum or binance',
} as const

const ADDRESS_MESSAGES: Record<Blockchain, string> = {
  fantom: 'Not valid Fantom address',
  ethereum: 'Not valid ethereum address',
  binance: 'Not valid binance address',
}

/** 'Not valid Fantom address', 'Not valid ethereum address' or 'Not valid binance address'. */
export const addressInvalidMessage = (blockchain: Blockchain): string => ADDRESS_MESSAGES[blockchain]

/** 'Value must be between 1 and N' for account and contact order. */
export const orderOutOfRangeMessage = (max: number): string => `Value must be between 1 and ${max}`
