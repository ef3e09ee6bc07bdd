import { minBigInt } from '../tokens/bigintMath.js'

export interface PoolPosition {
  /** The account's LP tokens (`shareOf`). */
  shareOf: bigint
  /** The pair's LP supply. */
  totalSupply: bigint
}

/** The account's share of the pool in percent (shareOf / totalSupply × 100); 0 for an empty pool. */
export function computePoolShare({ shareOf, totalSupply }: PoolPosition): number {
  if (totalSupply <= 0n) return 0
  return Number((shareOf * 1_000_000n) / totalSupply) / 10_000
}

export interface ComputeAddLiquidityShareParameters extends PoolPosition {
  /** Amount of token A being added. */
  amountA: bigint
  /** Pool reserve of token A. */
  reserveA: bigint
}

/**
 * Share of the pool in percent after adding `amountA` (and its quoted B): the LP minted is amountA × totalSupply /
 * reserveA, as the pair mints it; 100 for the first deposit. (The original added the two fractions, which
 * overstates the share; this is exact.)
 */
export function computeAddLiquidityShare(parameters: ComputeAddLiquidityShareParameters): number {
  const { shareOf, totalSupply, amountA, reserveA } = parameters
  if (totalSupply <= 0n || reserveA <= 0n) return amountA > 0n ? 100 : 0
  const minted = (amountA * totalSupply) / reserveA
  return computePoolShare({ shareOf: shareOf + minted, totalSupply: totalSupply + minted })
}

export interface ComputeRemoveLiquidityAmountsParameters extends PoolPosition {
  reserveA: bigint
  reserveB: bigint
  /** Slider position 0–100. */
  percent: number
}

export interface RemoveLiquidityAmounts {
  /** LP tokens to burn: exactly `shareOf` at 100 %. */
  readonly liquidity: bigint
  readonly amountA: bigint
  readonly amountB: bigint
}

/**
 * What removing `percent` % of the position burns and returns
 * (docs/behaviour/swap-and-liquidity.md#remove-liquidity).
 */
export function computeRemoveLiquidityAmounts(
  parameters: ComputeRemoveLiquidityAmountsParameters,
): RemoveLiquidityAmounts {
  const { shareOf, totalSupply, reserveA, reserveB } = parameters
  const percent = Math.min(Math.max(Math.trunc(parameters.percent), 0), 100)
  const liquidity = percent === 100 ? shareOf : (shareOf * BigInt(percent)) / 100n
  if (totalSupply <= 0n) return { liquidity: 0n, amountA: 0n, amountB: 0n }
  const capped = minBigInt(liquidity, totalSupply)
  return { liquidity, amountA: (reserveA * capped) / totalSupply, amountB: (reserveB * capped) / totalSupply }
}
