// Button labels of the swap, liquidity and wrap forms (docs/behaviour/swap-and-liquidity.md#button-labels), exact
// texts.

export const swapLabels = {
  connectWallet: 'Connect Wallet',
  selectToken: 'Select a token',
  enterAmount: 'Enter an amount',
  insufficientLiquidity: 'Insufficient Pair Liquidity',
  insufficientBalance: 'Insufficient Balance',
  insufficientTokenBalance: (symbol: string) => `Insufficient ${symbol} balance`,
  swap: 'Swap',
  supply: 'Supply',
  remove: 'Remove',
  wrap: 'Wrap',
  unwrap: 'Unwrap',
} as const

/**
 * Messages of the swap and wrap confirmations (docs/behaviour/swap-and-liquidity.md#wrap-and-unwrap), exact texts.
 */
export const swapMessages = {
  /** A trade confirmation opened without its parameters; the window closes after 3 s (REDIRECT_DELAY). */
  tradeTokensFirst: 'Trade tokens first, please.',
} as const
