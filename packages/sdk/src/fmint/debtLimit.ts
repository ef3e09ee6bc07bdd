import { LIQUIDATION_COLLATERAL_RATIO } from '../constants/defi.js'
import { maxBigInt } from '../tokens/bigintMath.js'
import { type PositionChange, RATIO_ONE } from './collateralRatio.js'

/**
 * Debt limit = (debt + Δd) / ((collateral + Δc) / 1.5), 4 implied decimals (10000n = 100 % = liquidation);
 * 0n without debt, `undefined` when there is debt but no collateral (docs/behaviour/fmint.md#ratios).
 */
export function computeDebtLimit(position: PositionChange): bigint | undefined {
  const debt = position.debtValue + (position.debtChange ?? 0n)
  if (debt <= 0n) return 0n
  const collateral = maxBigInt(position.collateralValue + (position.collateralChange ?? 0n), 0n)
  if (collateral === 0n) return undefined
  const { numerator, denominator } = LIQUIDATION_COLLATERAL_RATIO
  return (debt * numerator * RATIO_ONE) / (collateral * denominator)
}

/** Colour band of the debt-limit circle: green below 50 %, orange from 50 %, red from 75 % (and unbounded). */
export function computeDebtLimitBand(debtLimit4: bigint | undefined): 'green' | 'orange' | 'red' {
  if (debtLimit4 === undefined || debtLimit4 >= 7_500n) return 'red'
  return debtLimit4 >= 5_000n ? 'orange' : 'green'
}
