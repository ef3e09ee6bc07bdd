import type { PricedToken } from './types.js'

export interface ConvertTokenAmountParameters {
  /** Base units of `from`. */
  amount: bigint
  from: PricedToken
  to: PricedToken
}

/**
 * Converts an amount of one token into the equally priced amount of another, in base units (rounded down):
 * amount × price_from / price_to, shifted by to.decimals − (from.decimals + from.priceDecimals − to.priceDecimals)
 * (docs/behaviour/tokens-and-assets.md#number-formatting). Returns 0n when the target has no price.
 */
export function convertTokenAmount({ amount, from, to }: ConvertTokenAmountParameters): bigint {
  if (to.price <= 0n) return 0n
  const shift = to.decimals - (from.decimals + from.priceDecimals - to.priceDecimals)
  const numerator = amount * from.price * (shift > 0 ? 10n ** BigInt(shift) : 1n)
  const denominator = to.price * (shift < 0 ? 10n ** BigInt(-shift) : 1n)
  return numerator / denominator
}
