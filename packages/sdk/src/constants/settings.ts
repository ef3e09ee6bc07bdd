// Defaults of the persisted settings (docs/behaviour/settings.md#defaults).

export const LANGUAGES = ['en-US'] as const
export const DEFAULT_LANGUAGE = 'en-US'
export const DEFAULT_DARK_MODE = true
export const DEFAULT_AUTO_DARK_MODE = false
export const DEFAULT_RTL_DIR = false
/** Slippage tolerance step of the settings form, in percent. */
export const SLIPPAGE_STEP = 0.1
/** Blockchains a contact may be on; 'fantom' is Fantom Opera. */
export const BLOCKCHAINS = ['fantom', 'ethereum', 'binance'] as const
export type Blockchain = (typeof BLOCKCHAINS)[number]
export const DEFAULT_BLOCKCHAIN = 'fantom'
export const ACCOUNT_TYPES = [
  'keystore',
  'ledger',
  'ledgerEth',
  'metamask',
  'coinbase',
  'walletConnect',
] as const
/** Name prefix of new accounts and contacts without a name: 'Wallet N', 'Contact N'. */
export const DEFAULT_ACCOUNT_NAME_PREFIX = 'Wallet'
export const DEFAULT_CONTACT_NAME_PREFIX = 'Contact'
/** ERC-20 decimals are a uint8. */
export const MAX_TOKEN_DECIMALS = 255
/** Schema versions of the persisted records. */
export const SETTINGS_SCHEMA_VERSION = 1
export const ACCOUNTS_SCHEMA_VERSION = 1
export const CONTACTS_SCHEMA_VERSION = 1
export const BRIDGE_REQUESTS_SCHEMA_VERSION = 1
/** Directory name of the Node file storage under the XDG config dir. */
export const CONFIG_DIR_NAME = 'ftm-wallet'
