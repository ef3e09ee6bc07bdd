import { DEFAULT_MIN_COLLATERAL_RATIO, LIQUIDATION_COLLATERAL_RATIO, type Ratio } from '../constants/defi.js'
import { maxBigInt, minBigInt, mulDivUp } from '../tokens/bigintMath.js'
import { computeTokenAmountForValue, computeTokenValue } from '../tokens/computeTokenValue.js'
import type { PricedToken } from '../tokens/types.js'

export interface AccountValues {
  /** The account's collateral value in fUSD wei (`fMintAccount.collateralValue`). */
  collateralValue: bigint
  /** The account's debt value in fUSD wei (`fMintAccount.debtValue`). */
  debtValue: bigint
  /** Defaults to 3 (300 %). */
  minCollateralRatio?: Ratio
}

/** fUSD value that may still be borrowed: collateral / minCR − debt, at least 0 (docs/behaviour/fmint.md#ratios). */
export function computeBorrowLimit({
  collateralValue,
  debtValue,
  minCollateralRatio,
}: AccountValues): bigint {
  const { numerator, denominator } = minCollateralRatio ?? DEFAULT_MIN_COLLATERAL_RATIO
  return maxBigInt((collateralValue * denominator) / numerator - debtValue, 0n)
}

/** Most of `token` that can still be minted: the borrow limit divided by the token's price. */
export function computeMaxMint(parameters: AccountValues & { token: PricedToken }): bigint {
  return computeTokenAmountForValue({ value: computeBorrowLimit(parameters), token: parameters.token })
}

/** Most that can be repaid: the smaller of the token's debt and the wallet's balance of it. */
export function computeMaxRepay({
  debt,
  availableBalance,
}: {
  debt: bigint
  availableBalance: bigint
}): bigint {
  return minBigInt(debt, availableBalance)
}

export interface ComputeMaxUnlockParameters {
  /** Locked amount of this token, in its base units. */
  collateral: bigint
  token: PricedToken
  /** Whole-account values in fUSD wei. */
  overallCollateralValue: bigint
  overallDebtValue: bigint
  minCollateralRatio?: Ratio
}

/**
 * Most of a collateral token that can be unlocked while the account stays above the minimum ratio
 * (docs/behaviour/fmint.md#collateral): what must stay locked is raised by 0.5 % as a safety margin.
 */
export function computeMaxUnlock(parameters: ComputeMaxUnlockParameters): bigint {
  const { collateral, token, overallCollateralValue, overallDebtValue } = parameters
  const { numerator, denominator } = parameters.minCollateralRatio ?? DEFAULT_MIN_COLLATERAL_RATIO
  const overallLeft = overallCollateralValue - (overallDebtValue * numerator) / denominator
  const collateralValue = computeTokenValue({ amount: collateral, token })
  if (collateralValue <= overallLeft) return collateral
  if (overallLeft <= 0n) return 0n
  const freeTokens = computeTokenAmountForValue({ value: overallLeft, token })
  const mustStay = mulDivUp(collateral - freeTokens, 1005n, 1000n)
  return maxBigInt(collateral - mustStay, 0n)
}

/**
 * Amount `mustWithdraw` carries: the request, or the whole collateral when less than 0.000001 token would be
 * left (so no dust stays locked).
 */
export function computeUnlockAmount({
  amount,
  collateral,
  decimals = 18,
}: {
  amount: bigint
  collateral: bigint
  decimals?: number
}): bigint {
  const dust = decimals > 6 ? 10n ** BigInt(decimals - 6) : 1n
  return collateral - amount < dust ? collateral : amount
}

/** Largest debt value the token collateral supports: collateral value / minCR. */
export function computeMaxDebtForCollateral(parameters: {
  collateral: bigint
  token: PricedToken
  minCollateralRatio?: Ratio
}): bigint {
  const { numerator, denominator } = parameters.minCollateralRatio ?? DEFAULT_MIN_COLLATERAL_RATIO
  return (
    (computeTokenValue({ amount: parameters.collateral, token: parameters.token }) * denominator) / numerator
  )
}

/** Collateral tokens needed for a debt value: debt × minCR / price (rounded up). */
export function computeMinCollateralForDebt(parameters: {
  debtValue: bigint
  token: PricedToken
  minCollateralRatio?: Ratio
}): bigint {
  const { numerator, denominator } = parameters.minCollateralRatio ?? DEFAULT_MIN_COLLATERAL_RATIO
  const value = mulDivUp(parameters.debtValue, numerator, denominator)
  const amount = computeTokenAmountForValue({ value, token: parameters.token })
  return computeTokenValue({ amount, token: parameters.token }) < value ? amount + 1n : amount
}

/**
 * Price of one whole collateral token (fUSD wei) at which the position is liquidated: debt × 1.5 / collateral.
 * 0n without collateral.
 */
export function computeLiquidationPrice({
  debtValue,
  collateral,
  decimals = 18,
}: {
  debtValue: bigint
  collateral: bigint
  decimals?: number
}): bigint {
  if (collateral <= 0n) return 0n
  const { numerator, denominator } = LIQUIDATION_COLLATERAL_RATIO
  return (debtValue * numerator * 10n ** BigInt(decimals)) / (denominator * collateral)
}
