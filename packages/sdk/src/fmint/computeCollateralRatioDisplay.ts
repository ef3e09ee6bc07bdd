// How the fMint pages show a position (docs/behaviour/fmint.md#ratios): pure display rules.

import type { Ratio } from '../constants/defi.js'
import {
  computeCollateralRatio,
  computeCollateralRatioBand,
  formatCollateralRatio,
  isNearLiquidation,
  type PositionChange,
} from './collateralRatio.js'
import { computeDebtLimit, computeDebtLimitBand } from './debtLimit.js'
import { fmintMessages } from './messages.js'

/** The c-ratio circle's range ends at 1000 % (docs/behaviour/fmint.md#ratios). */
export const COLLATERAL_RATIO_CIRCLE_MAX = 100_000n

export interface CollateralRatioDisplay {
  /** 4 implied decimals (30000n = 300 %); 0n without debt. */
  ratio4: bigint
  /** '345.67%', '>5000%' above the cap, '-' without debt. */
  text: string
  band: 'red' | 'orange' | 'green'
  /** Share of the circle filled, 0–100 (the circle ends at 1000 %; a full circle without debt). */
  circlePercent: number
  /** The near-liquidation warning while there is debt and the ratio is below 225 %. */
  warning: string | undefined
  /** Debt limit, 4 implied decimals (10000n = 100 % = liquidation); undefined: debt without collateral. */
  debtLimit4: bigint | undefined
  /** '33.33%' for the debt-limit circle; '>5000%' without collateral. */
  debtLimitText: string
  debtLimitBand: 'green' | 'orange' | 'red'
  /** The debt-limit circle's fill, 0–100. */
  debtLimitPercent: number
}

/** Everything the c-ratio and debt-limit circles show for a position and a planned change. */
export function computeCollateralRatioDisplay(
  position: PositionChange,
  ratios: { minCollateralRatio?: Ratio; rewardCollateralRatio?: Ratio } = {},
): CollateralRatioDisplay {
  const ratio4 = computeCollateralRatio(position)
  const hasDebt = position.debtValue + (position.debtChange ?? 0n) > 0n
  const debtLimit4 = computeDebtLimit(position)
  const circle = ratio4 > COLLATERAL_RATIO_CIRCLE_MAX ? COLLATERAL_RATIO_CIRCLE_MAX : ratio4
  return {
    ratio4,
    text: hasDebt ? formatCollateralRatio(ratio4) : '-',
    band: hasDebt ? computeCollateralRatioBand(ratio4, ratios) : 'green',
    circlePercent: hasDebt ? Number((circle * 100n) / COLLATERAL_RATIO_CIRCLE_MAX) : 100,
    warning: isNearLiquidation(ratio4) ? fmintMessages.nearLiquidation : undefined,
    debtLimit4,
    debtLimitText: debtLimit4 === undefined ? '>5000%' : formatCollateralRatio(debtLimit4),
    debtLimitBand: computeDebtLimitBand(debtLimit4),
    debtLimitPercent:
      debtLimit4 === undefined ? 100 : Number(debtLimit4 > 10_000n ? 100n : debtLimit4 / 100n),
  }
}

/**
 * Submit of an fMint page is disabled when the amount is unchanged or zero, and when FTM for gas is missing
 * (docs/behaviour/fmint.md#steps).
 */
export function canSubmitFMintChange({
  change,
  gasWarning,
}: {
  change: bigint
  gasWarning?: string
}): boolean {
  return change !== 0n && gasWarning === undefined
}
