// Button labels of the swap, liquidity and wrap forms (spec 02 §4 and §8), exact texts.

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
