/** What conversions need to know about a token: its decimals and its price (as the API gives it). */
export interface PricedToken {
  /** Decimals of the token's base unit (18 for FTM). */
  readonly decimals: number
  /** Price in the reference currency (USD), scaled by 10^priceDecimals. */
  readonly price: bigint
  readonly priceDecimals: number
}
