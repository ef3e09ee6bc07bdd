// fMint messages of spec 02 §4/§5, exact texts.

export const fmintMessages = {
  nearLiquidation: "You're getting close to your liquidation price. Please rebalance your collateral.",
  depositMore: (symbol: string) => `Deposit more ${symbol} to increase your collateral`,
  adjustCollateral: 'Adjust collateral first, please.',
  adjustToken: (symbol: string) => `Adjust ${symbol} first, please.`,
} as const
