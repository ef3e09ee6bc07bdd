import { computeAmountIn, computeAmountOut } from './computeAmounts.js'
import { computePriceImpact } from './computePriceImpact.js'
import { SwapRuleError } from './SwapRuleError.js'
import { computeMaximumAmount, computeMinimumAmount } from './slippage.js'

export interface ComputeSwapQuoteParameters {
  /** exactIn: the user typed the amount sold; exactOut: the amount bought. */
  mode: 'exactIn' | 'exactOut'
  /** The typed amount, base units of the side `mode` names. */
  amount: bigint
  reserveIn: bigint
  reserveOut: bigint
  /** The slippage setting in percent (0.5 by default). */
  slippagePercent: number
}

/** Both sides of a swap and what the form shows under it. */
export interface SwapQuote {
  readonly amountIn: bigint
  readonly amountOut: bigint
  /** Percent, see computePriceImpact. */
  readonly priceImpact: number
  /** exactIn: 'Minimum received' = amountOut × (1 − slippage); exactOut: 'Maximum sold' = amountIn × (1 + slippage). */
  readonly limit: { readonly kind: 'minimumReceived' | 'maximumSold'; readonly amount: bigint }
}

/**
 * The other side of a swap from the pool's reserves (the router's own formulas), with price impact and the
 * slippage limit. Null when there is nothing to quote: no amount, or a pool too small for it (the form then says
 * 'Insufficient Pair Liquidity').
 */
export function computeSwapQuote(parameters: ComputeSwapQuoteParameters): SwapQuote | null {
  const { mode, amount, reserveIn, reserveOut, slippagePercent } = parameters
  if (amount <= 0n) return null
  let amountIn: bigint
  let amountOut: bigint
  try {
    if (mode === 'exactIn') {
      amountIn = amount
      amountOut = computeAmountOut({ amountIn, reserveIn, reserveOut })
    } else {
      amountOut = amount
      amountIn = computeAmountIn({ amountOut, reserveIn, reserveOut })
    }
  } catch (error) {
    // Only "this pool cannot quote it" means no quote; anything else is a bug to surface.
    if (error instanceof SwapRuleError) return null
    throw error
  }
  if (amountOut <= 0n) return null
  const priceImpact = computePriceImpact({ amountIn, amountOut, reserveIn, reserveOut })
  const limit =
    mode === 'exactIn'
      ? {
          kind: 'minimumReceived' as const,
          amount: computeMinimumAmount({ amount: amountOut, slippagePercent }),
        }
      : { kind: 'maximumSold' as const, amount: computeMaximumAmount({ amount: amountIn, slippagePercent }) }
  return { amountIn, amountOut, priceImpact, limit }
}
