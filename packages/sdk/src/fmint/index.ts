// fMint rules (pure): ratios, limits, max amounts, allowances, with 4-decimal ratios (10000n = 100 %).
export {
  type ComputeAllowanceAmountParameters,
  canClaimFMintRewards,
  canPushFMintRewards,
  computeAllowanceAmount,
  computeDepositHint,
  computeMintFee,
  shouldUseMaxCall,
} from './amounts.js'
export {
  computeCollateralRatio,
  computeCollateralRatioBand,
  formatCollateralRatio,
  isNearLiquidation,
  type PositionChange,
  RATIO_ONE,
} from './collateralRatio.js'
export { computeDebtLimit, computeDebtLimitBand } from './debtLimit.js'
export {
  type AccountValues,
  type ComputeMaxUnlockParameters,
  computeBorrowLimit,
  computeLiquidationPrice,
  computeMaxDebtForCollateral,
  computeMaxMint,
  computeMaxRepay,
  computeMaxUnlock,
  computeMinCollateralForDebt,
  computeUnlockAmount,
} from './limits.js'
export { fmintMessages } from './messages.js'
export { type FMintConfigInput, type FMintRatios, parseFMintConfig } from './parseFMintConfig.js'
