import type { PricedToken } from './types.js'

const VALUE_DECIMALS = 18

export interface ComputeTokenValueParameters {
  /** Base units of the token. */
  amount: bigint
  token: PricedToken
  /** Decimals of the value (fUSD has 18, as the API's collateralValue/debtValue). */
  valueDecimals?: number
}

/** Value of a token amount in the reference currency, scaled by 10^valueDecimals (rounded down). */
export function computeTokenValue({
  amount,
  token,
  valueDecimals = VALUE_DECIMALS,
}: ComputeTokenValueParameters): bigint {
  const shift = valueDecimals - token.decimals - token.priceDecimals
  const scaled = amount * token.price
  return shift >= 0 ? scaled * 10n ** BigInt(shift) : scaled / 10n ** BigInt(-shift)
}

export interface ComputeTokenAmountForValueParameters {
  /** Value in the reference currency, scaled by 10^valueDecimals. */
  value: bigint
  token: PricedToken
  valueDecimals?: number
}

/** Token base units worth `value` (rounded down); 0n when the token has no price. */
export function computeTokenAmountForValue({
  value,
  token,
  valueDecimals = VALUE_DECIMALS,
}: ComputeTokenAmountForValueParameters): bigint {
  if (token.price <= 0n) return 0n
  const shift = token.decimals + token.priceDecimals - valueDecimals
  const numerator = value * (shift > 0 ? 10n ** BigInt(shift) : 1n)
  const denominator = token.price * (shift < 0 ? 10n ** BigInt(-shift) : 1n)
  return numerator / denominator
}
