import {
  type Currency,
  formatFiatValue,
  formatTokenValue,
  formatUnits,
  TRUNCATION_MARK,
} from '@ftm-wallet/sdk'

/**
 * How the human output writes amounts: with the wallet settings' decimal points (`ftm settings set fractionDigits N`,
 * 1 to 6) and display currency, as the web does (docs/behaviour/tokens-and-assets.md#display-decimals). Digits past
 * the decimal points are cut, never rounded up, and '…' marks a cut. `--json` keeps the exact base units.
 * An amount a transaction carries (what the user is about to sign) is never only cut: `signed` adds the exact
 * amount when the decimal points hide some of it (docs/behaviour/tokens-and-assets.md#number-formatting).
 */
export interface Display {
  fractionDigits: number
  currency: Currency
  /** '12.34… FTM' */
  ftm(wei: bigint): string
  /** A token amount in its base units, with its symbol when given. */
  token(value: bigint, decimals: number, symbol?: string): string
  /**
   * An amount the transaction signs, as `token` writes it; when that cut hides digits, the exact amount follows:
   * '1.2345… WFTM (exactly 1.23456789 WFTM)'.
   */
  signed(value: bigint, decimals: number, symbol?: string): string
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
    signed: (value, decimals, symbol) => {
      const shown = token(value, decimals, symbol)
      if (!shown.includes(TRUNCATION_MARK)) return shown
      const exact = formatUnits(value, decimals)
      return `${shown} (exactly ${symbol ? `${exact} ${symbol}` : exact})`
    },
    fiat: (wei, price) => formatFiatValue(wei, price, { currency, fractionDigits }),
  }
}
