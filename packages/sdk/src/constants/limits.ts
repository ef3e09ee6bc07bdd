// Limits and page sizes (docs/behaviour/wallets-and-accounts.md#validation and the Numbers section of each page under
// docs/behaviour/).

export const PASSWORD_MIN_LENGTH = 8
/** A password must be shorter than this. */
export const PASSWORD_MAX_LENGTH = 200
export const MNEMONIC_WORDS_CREATE = 24
/** Phrase lengths restore accepts: every BIP39 length from 128 to 256 bits of entropy. */
export const MNEMONIC_WORDS_RESTORE = [12, 15, 18, 21, 24] as const
/** BIP44 path of software wallets. */
export const DEFAULT_DERIVATION_PATH = "m/44'/60'/0'/0/0"
/**
 * Restore's account discovery stops after this many unused accounts in a row
 * (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase).
 */
export const HD_DISCOVERY_GAP = 5
export const BINANCE_ADDRESS_LENGTH = 42
export const ETHEREUM_ADDRESS_LENGTH = 42
export const TOKEN_SYMBOL_MAX_LENGTH = 11
export const DEFAULT_TOKEN_DECIMALS = 18
export const SLIPPAGE_MIN = 0.1
export const SLIPPAGE_MAX = 100
export const FRACTION_DIGITS_OPTIONS = [1, 2, 3, 4, 5, 6] as const
export const DEFAULT_FRACTION_DIGITS = 2
export const CURRENCIES = ['USD', 'EUR'] as const
export const DEFAULT_CURRENCY = 'USD'
/** Amounts of FTM and most tokens have 18 decimals. */
export const FTM_DECIMALS = 18
/** Token prices are truncated to this many decimals. */
export const PRICE_DECIMALS = 5
export const MAX_TOKEN_DECIMALS_IN_TABLES = 2
export const GOV_PERCENTAGE_FRAC_DIGITS = 2
export const SFC_CLAIM_MAX_EPOCHS = 300

export const PAGE_SIZE_ACCOUNT_DELEGATIONS = 50
export const PAGE_SIZE_TRANSACTIONS = 40
export const PAGE_SIZE_DEFAULT = 20
export const PAGE_SIZE_PAIR_TRANSACTIONS = 15
export const PAGE_SIZE_WALLET_DELEGATIONS = 25
export const PAGE_SIZE_DELEGATIONS_ALL = 100
export const PAGE_SIZE_GOVERNANCE = 40
export const PAGE_SIZE_CONTRACT_PROPOSALS = 20
export const LEDGER_ADDRESSES_PER_PAGE = 5
export const LEDGER_ADDRESSES_DEFAULT = 4
export const INFINITE_SCROLL_DISTANCE = 1100

export const CREATE_WIZARD_STEPS = 4
export const RESTORE_WIZARD_STEPS = { keystore: 2, mnemonic: 3, privateKey: 3 } as const
