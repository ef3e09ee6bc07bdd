import { swapLabels } from './messages.js'
import { SwapRuleError } from './SwapRuleError.js'

export interface PairReserves {
  /** Reserve of the token going in, base units. */
  reserveIn: bigint
  /** Reserve of the token coming out, base units. */
  reserveOut: bigint
}

const insufficientLiquidity = () =>
  new SwapRuleError('SWAP_INSUFFICIENT_LIQUIDITY', swapLabels.insufficientLiquidity)

/**
 * Output for an exact input, as the Uniswap V2 router computes it with its 0.3 % fee:
 * in × 997 × Rout / (Rin × 1000 + in × 997).
 */
export function computeAmountOut({
  amountIn,
  reserveIn,
  reserveOut,
}: PairReserves & { amountIn: bigint }): bigint {
  if (amountIn <= 0n) throw new SwapRuleError('SWAP_INVALID_AMOUNT', 'Enter an amount')
  if (reserveIn <= 0n || reserveOut <= 0n) throw insufficientLiquidity()
  const inWithFee = amountIn * 997n
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}

/** Input needed for an exact output, as the router computes it: Rin × out × 1000 / ((Rout − out) × 997) + 1. */
export function computeAmountIn({
  amountOut,
  reserveIn,
  reserveOut,
}: PairReserves & { amountOut: bigint }): bigint {
  if (amountOut <= 0n) throw new SwapRuleError('SWAP_INVALID_AMOUNT', 'Enter an amount')
  if (reserveIn <= 0n || reserveOut <= 0n || amountOut >= reserveOut) throw insufficientLiquidity()
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n
}

/**
 * The other side of an add-liquidity at the pool price (the router's `quote`): amountA × reserveB / reserveA.
 */
export function computeQuote({
  amountA,
  reserveA,
  reserveB,
}: {
  amountA: bigint
  reserveA: bigint
  reserveB: bigint
}): bigint {
  if (reserveA <= 0n || reserveB <= 0n) throw insufficientLiquidity()
  return (amountA * reserveB) / reserveA
}
