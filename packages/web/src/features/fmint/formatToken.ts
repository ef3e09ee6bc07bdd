import { computeDisplayDecimals, formatTokenValue } from '@ftm-wallet/sdk'

export interface ShownToken {
  decimals: number
  price: bigint
  priceDecimals: number
}

/** A token amount with the decimals its price calls for (docs/behaviour/tokens-and-assets.md#display-decimals). */
export function formatTokenAmount(amount: bigint, token: ShownToken): string {
  const price = Number(token.price) / 10 ** token.priceDecimals
  return formatTokenValue(amount, {
    decimals: token.decimals,
    displayDecimals: computeDisplayDecimals(price),
  })
}

/** A fUSD value (18 decimals) with 2 decimals. */
export function formatFusd(value: bigint): string {
  return formatTokenValue(value, { decimals: 18, displayDecimals: 2 })
}
