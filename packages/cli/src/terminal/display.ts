import { type Currency, formatFiatValue, formatTokenValue } from '@ftm-wallet/sdk'

/**
 * How the human output writes amounts: with the wallet settings' decimal points (`ftm settings set fractionDigits N`,
 * 1 to 6) and display currency, as the web does (docs/behaviour/tokens-and-assets.md#display-decimals). Digits past
 * the decimal points are cut, never rounded up, and '…' marks a cut. `--json` keeps the exact base units.
 */
export interface Display {
  fractionDigits: number
  currency: Currency
  /** '12.34… FTM' */
  ftm(wei: bigint): string
  /** A token amount in its base units, with its symbol when given. */
  token(value: bigint, decimals: number, symbol?: string): string
  /** The value of an FTM amount at `price` (per FTM, in `currency`). */
  fiat(wei: bigint, price: number): string
}

export function createDisplay({
  fractionDigits,
  currency,
}: {
  fractionDigits: number
  currency: Currency
}): Display {
  const token = (value: bigint, decimals: number, symbol?: string) => {
    const text = formatTokenValue(value, { decimals, displayDecimals: fractionDigits })
    return symbol ? `${text} ${symbol}` : text
  }
  return {
    fractionDigits,
    currency,
    ftm: (wei) => token(wei, 18, 'FTM'),
    token,
    fiat: (wei, price) => formatFiatValue(wei, price, { currency, fractionDigits }),
  }
}
