// Bridge (BNBridge) facts (docs/behaviour/bridge.md#bridge-service,
// docs/chain-and-api.md#original-wallet-configuration).

/** REST slugs of the bridge service, appended to its base URL. */
export const BRIDGE_SLUGS = {
  tokens: 'tokens',
  ethBalances: 'getEthBalances',
  bnbBalances: 'getBnbBalances',
  swaps: 'swaps',
  finalizeSwap: 'finalizeSwap',
} as const

/** Send directions of the send form (docs/behaviour/bridge.md#directions). */
export const SEND_DIRECTIONS = ['OperaToOpera', 'OperaToBinance', 'OperaToEthereum'] as const

/**
 * Binance's central BEP2 deposit address, which the bridge refuses (deposits there need a memo). Neither
 * the spec nor the facts give the value; it is taken from the public Fantom PWA wallet's send form
 * (`SendTransactionForm.vue`, `checkAddress`).
 */
export const BINANCE_CENTRAL_DEPOSIT_ADDRESS = 'bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23'
