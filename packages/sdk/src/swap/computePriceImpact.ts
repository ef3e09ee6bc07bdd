import type { PairReserves } from './computeAmounts.js'

export interface ComputePriceImpactParameters extends PairReserves {
  amountIn: bigint
  amountOut: bigint
}

/**
 * Price impact in percent: how much worse the trade's price is than the pool's price, 1 − (out × Rin) / (in × Rout),
 * the 0.3 % fee included (docs/behaviour/swap-and-liquidity.md#price-impact-and-limits; the original truncated the
 * reserves to whole tokens, this uses them exactly). Precise to 0.0001 %; 0 without amounts or reserves.
 */
export function computePriceImpact({
  amountIn,
  amountOut,
  reserveIn,
  reserveOut,
}: ComputePriceImpactParameters): number {
  if (amountIn <= 0n || amountOut <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0
  const ppm = 1_000_000n - (amountOut * reserveIn * 1_000_000n) / (amountIn * reserveOut)
  return Number(ppm) / 10_000
}
