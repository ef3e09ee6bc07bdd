import { SLIPPAGE_MAX } from '../constants/limits.js'
import { mulDiv, mulDivUp } from '../tokens/bigintMath.js'
import { SwapRuleError } from './SwapRuleError.js'

const PPM = 1_000_000n

/** A slippage setting in percent (0.5 means 0.5 %) as parts per million; throws outside 0–100 %. */
export function parseSlippagePercent(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > SLIPPAGE_MAX) {
    throw new SwapRuleError('SWAP_INVALID_SLIPPAGE', 'Slippage must be between 0 % and 100 %', {
      details: { percent },
    })
  }
  return BigInt(Math.round(percent * 10_000))
}

export interface SlippageParameters {
  /** Base units. */
  amount: bigint
  /** Slippage tolerance in percent, as stored in the settings (0.5 by default). */
  slippagePercent: number
}

/**
 * The amount reduced by the slippage, rounded down: minimum received of an exact-input swap, and the minimums of
 * adding and removing liquidity (docs/behaviour/swap-and-liquidity.md#price-impact-and-limits).
 */
export function computeMinimumAmount({ amount, slippagePercent }: SlippageParameters): bigint {
  return mulDiv(amount, PPM - parseSlippagePercent(slippagePercent), PPM)
}

/**
 * The amount raised by the slippage, rounded up: maximum sold of an exact-output swap, and the LP approval of a
 * liquidity removal.
 */
export function computeMaximumAmount({ amount, slippagePercent }: SlippageParameters): bigint {
  return mulDivUp(amount, PPM + parseSlippagePercent(slippagePercent), PPM)
}

export interface ComputeSwapAllowanceParameters {
  mode: 'exactIn' | 'exactOut'
  /** The input amount (quoted input in exact-output mode). */
  amountIn: bigint
  slippagePercent: number
  /** Exact-input with the "max" flag: the whole balance is allowed and sold. */
  useMax?: boolean
  balance?: bigint
}

/** Allowance of step 1 of a swap: the input, raised by the slippage in exact-output mode, or the balance on "max". */
export function computeSwapAllowance(parameters: ComputeSwapAllowanceParameters): bigint {
  const { mode, amountIn, slippagePercent, useMax, balance } = parameters
  if (mode === 'exactOut') return computeMaximumAmount({ amount: amountIn, slippagePercent })
  return useMax && balance !== undefined ? balance : amountIn
}
