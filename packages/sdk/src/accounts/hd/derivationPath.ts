import { ValidationError } from '../../errors/ValidationError.js'

/**
 * The two derivation paths a phrase's accounts may follow (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase):
 * `standard` m/44'/60'/0'/0/N (MetaMask and most wallets) and `ledgerLive` m/44'/60'/N'/0/0 (Ledger Live).
 */
export const DERIVATION_SCHEMES = ['standard', 'ledgerLive'] as const
export type DerivationScheme = (typeof DERIVATION_SCHEMES)[number]

/** How each scheme is written for the user, N standing for the account index. */
export const DERIVATION_SCHEME_PATTERNS: Readonly<Record<DerivationScheme, string>> = {
  standard: "m/44'/60'/0'/0/N",
  ledgerLive: "m/44'/60'/N'/0/0",
}

const MAX_INDEX = 2 ** 31 - 1

/** The path of account `index` (0-based) under a scheme, e.g. m/44'/60'/0'/0/3. */
export function formatDerivationPath(scheme: DerivationScheme, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) {
    throw new ValidationError(
      'DERIVATION_INDEX_INVALID',
      'The account index must be a whole number from 0 to 2^31 - 1',
    )
  }
  if (scheme === 'standard') return `m/44'/60'/0'/0/${index}`
  if (scheme === 'ledgerLive') return `m/44'/60'/${index}'/0/0`
  throw new ValidationError(
    'DERIVATION_PATH_INVALID',
    `The derivation path must be one of ${DERIVATION_SCHEMES.join(', ')}`,
  )
}

/** Reads a scheme name ('standard', 'ledgerLive'; also 'ledger-live' as the CLI writes it). */
export function parseDerivationScheme(input: unknown): DerivationScheme {
  const value = typeof input === 'string' ? input.trim() : ''
  if (value === 'ledger-live') return 'ledgerLive'
  if ((DERIVATION_SCHEMES as readonly string[]).includes(value)) return value as DerivationScheme
  throw new ValidationError(
    'DERIVATION_PATH_INVALID',
    `The derivation path must be standard (${DERIVATION_SCHEME_PATTERNS.standard}) or ledger-live (${DERIVATION_SCHEME_PATTERNS.ledgerLive})`,
  )
}
