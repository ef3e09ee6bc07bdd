import {
  COLLATERAL_RATIO_DISPLAY_CAP,
  DEFAULT_MIN_COLLATERAL_RATIO,
  DEFAULT_REWARD_COLLATERAL_RATIO,
  type Ratio,
  WARNING_COLLATERAL_RATIO,
} from '../constants/defi.js'
import { formatPercent } from '../format/formatPercent.js'
import { maxBigInt } from '../tokens/bigintMath.js'

/** Ratios in this area are bigints with 4 implied decimals, like the contract's: 10000n = 1.0 = 100 %. */
export const RATIO_ONE = 10_000n

const toRatio4 = (ratio: Ratio) => (ratio.numerator * RATIO_ONE) / ratio.denominator

export interface PositionChange {
  /** Collateral value in fUSD wei (the API's `collateralValue`). */
  collateralValue: bigint
  /** Debt value in fUSD wei (the API's `debtValue`). */
  debtValue: bigint
  /** Planned change of the collateral value (negative to unlock). */
  collateralChange?: bigint
  /** Planned change of the debt value (negative to repay). */
  debtChange?: bigint
}

/**
 * Collateral ratio = (collateral + Δc) / (debt + Δd) with 4 implied decimals (30000n = 300 %); 0n without debt
 * (docs/behaviour/fmint.md#ratios).
 */
export function computeCollateralRatio(position: PositionChange): bigint {
  const debt = position.debtValue + (position.debtChange ?? 0n)
  if (debt <= 0n) return 0n
  const collateral = maxBigInt(position.collateralValue + (position.collateralChange ?? 0n), 0n)
  return (collateral * RATIO_ONE) / debt
}

/** Collateral ratio as shown: '345.67%', or '>5000%' above the display cap (docs/behaviour/fmint.md#ratios). */
export function formatCollateralRatio(ratio4: bigint): string {
  if (ratio4 > BigInt(COLLATERAL_RATIO_DISPLAY_CAP) * 100n) return `>${COLLATERAL_RATIO_DISPLAY_CAP}%`
  return formatPercent(Number(ratio4) / 100)
}

/**
 * Colour band of a collateral ratio (docs/behaviour/fmint.md#ratios): red below the minimum (300 %), orange from
 * there, green from the reward ratio − 0.1 percentage point (where rewards are earned).
 */
export function computeCollateralRatioBand(
  ratio4: bigint,
  ratios: { minCollateralRatio?: Ratio; rewardCollateralRatio?: Ratio } = {},
): 'red' | 'orange' | 'green' {
  const reward = toRatio4(ratios.rewardCollateralRatio ?? DEFAULT_REWARD_COLLATERAL_RATIO) - 10n
  if (ratio4 >= reward) return 'green'
  if (ratio4 >= toRatio4(ratios.minCollateralRatio ?? DEFAULT_MIN_COLLATERAL_RATIO)) return 'orange'
  return 'red'
}

/** True while there is debt and the ratio is below the warning ratio (2.25): show `fmintMessages.nearLiquidation`. */
export function isNearLiquidation(ratio4: bigint): boolean {
  return ratio4 > 0n && ratio4 < toRatio4(WARNING_COLLATERAL_RATIO)
}
