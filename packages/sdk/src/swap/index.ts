// Swap and liquidity rules (pure): Uniswap V2 amounts, slippage bounds, price impact, pool shares, deadlines,
// and the submit-button states with the spec's labels.
export {
  type AddLiquidityButtonParameters,
  type ButtonState,
  computeAddLiquidityButtonState,
  computeRemoveLiquidityButtonState,
  computeSwapButtonState,
  computeWrapButtonState,
  type SwapButtonParameters,
  type WrapButtonParameters,
} from './buttonStates.js'
export { computeAmountIn, computeAmountOut, computeQuote, type PairReserves } from './computeAmounts.js'
export { computeDeadline } from './computeDeadline.js'
export { type ComputePriceParameters, computePrice } from './computePrice.js'
export { type ComputePriceImpactParameters, computePriceImpact } from './computePriceImpact.js'
export { type ComputeSwapQuoteParameters, computeSwapQuote, type SwapQuote } from './computeSwapQuote.js'
export {
  type ComputeAddLiquidityShareParameters,
  type ComputeRemoveLiquidityAmountsParameters,
  computeAddLiquidityShare,
  computePoolShare,
  computeRemoveLiquidityAmounts,
  type PoolPosition,
  type RemoveLiquidityAmounts,
} from './liquidity.js'
export { swapLabels, swapMessages } from './messages.js'
export { findPairOf, listPairTokens, type OrientedPair, orientPair, type PairLike } from './orientPair.js'
export { SwapRuleError, type SwapRuleErrorCode } from './SwapRuleError.js'
export {
  type ComputeSwapAllowanceParameters,
  computeMaximumAmount,
  computeMinimumAmount,
  computeSwapAllowance,
  parseSlippagePercent,
  type SlippageParameters,
} from './slippage.js'
