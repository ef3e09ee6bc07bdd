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
export {
  COLLATERAL_RATIO_CIRCLE_MAX,
  type CollateralRatioDisplay,
  canSubmitFMintChange,
  computeCollateralRatioDisplay,
} from './computeCollateralRatioDisplay.js'
export {
  computeFMintRowActions,
  computeFMintRowTarget,
  type FMintRowAction,
  type FMintRowState,
  isFMintCollateralSymbol,
} from './computeFMintRowActions.js'
export {
  type ComputeCollateralSliderParameters,
  type ComputeSynthSliderParameters,
  clampFMintSliderValue,
  computeCollateralSlider,
  computeFMintSliderChange,
  computeSynthSlider,
  type FMintSlider,
} from './computeFMintSlider.js'
export {
  computeFMintTokenRows,
  type FMintPositionEntry,
  type FMintRowToken,
  type FMintTokenRow,
  findFMintToken,
} from './computeFMintTokenRows.js'
export { computeDebtLimit, computeDebtLimitBand } from './debtLimit.js'
export {
  FMINT_ASSET_COLUMNS,
  FMINT_COLLATERAL_COLUMNS,
  FMINT_OVERVIEW_COLUMNS,
  FMINT_SYNTHS_COLUMNS,
  fmintTexts,
} from './fmintTexts.js'
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
export { FMINT_OVERVIEW_ACCOUNT_DELAY } from './timing.js'
