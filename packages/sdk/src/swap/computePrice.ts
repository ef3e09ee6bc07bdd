const ONE = 10n ** 18n

export interface ComputePriceParameters {
  /** Amount of the token priced (1 of it is the unit), base units. */
  amountBase: bigint
  decimalsBase: number
  /** Amount of the token the price is counted in, base units. */
  amountQuote: bigint
  decimalsQuote: number
}

/**
 * How many quote tokens one base token is worth at these amounts (reserves for the pool price, a trade's two
 * sides for its price), as an 18-decimal fixed-point bigint; 0 without a base amount. Format it with
 * `formatTokenValue(price, { displayDecimals: 4 })` (docs/behaviour/swap-and-liquidity.md#numbers).
 *
 * @example computePrice({ amountBase: 2n * 10n ** 18n, decimalsBase: 18, amountQuote: 1_000_000n, decimalsQuote: 6 }) // 0.5e18
 */
export function computePrice(parameters: ComputePriceParameters): bigint {
  const { amountBase, decimalsBase, amountQuote, decimalsQuote } = parameters
  if (amountBase <= 0n) return 0n
  return (amountQuote * 10n ** BigInt(decimalsBase) * ONE) / (amountBase * 10n ** BigInt(decimalsQuote))
}
