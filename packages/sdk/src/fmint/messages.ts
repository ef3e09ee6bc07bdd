// fMint messages (docs/behaviour/fmint.md#steps, docs/behaviour/fmint.md#collateral, docs/behaviour/fmint.md#ratios),
// exact texts.

export const fmintMessages = {
  nearLiquidation: "You're getting close to your liquidation price. Please rebalance your collateral.",
  depositMore: (symbol: string) => `Deposit more ${symbol} to increase your collateral`,
  adjustCollateral: 'Adjust collateral first, please.',
  adjustToken: (symbol: string) => `Adjust ${symbol} first, please.`,
} as const
