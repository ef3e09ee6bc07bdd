import { computeDisplayDecimals, formatTokenValue } from '@ftm-wallet/sdk'
import { settleDust } from '../../ui/settleDust.js'

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

/**
 * A fUSD value (18 decimals) with 2 decimals. The value is an amount converted at its price (a division), so dust
 * below the next cent settles onto it (docs/behaviour/tokens-and-assets.md#number-formatting).
 */
export function formatFusd(value: bigint): string {
  return formatTokenValue(settleDust(value, 18, 2), { decimals: 18, displayDecimals: 2 })
}
