import {
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_FRACTION_DIGITS,
  formatAmount,
  formatFiatValue,
  formatTokenValue,
  formatUnits,
  TRUNCATION_MARK,
} from '@ftm-wallet/sdk'
import { createContext, type ReactNode, useContext } from 'react'

/** How amounts are shown: the settings' currency and decimal points, and the FTM price in that currency. */
export interface Display {
  currency: Currency
  fractionDigits: number
  /** FTM price in `currency`, undefined while unknown. */
  price: number | undefined
}

const DisplayContext = createContext<Display>({
  currency: DEFAULT_CURRENCY,
  fractionDigits: DEFAULT_FRACTION_DIGITS,
  price: undefined,
})

export function DisplayProvider({ value, children }: { value: Display; children: ReactNode }) {
  return <DisplayContext.Provider value={value}>{children}</DisplayContext.Provider>
}

export function useDisplay(): Display {
  return useContext(DisplayContext)
}

/**
 * Writes amounts in forms and messages with the display rules (docs/behaviour/tokens-and-assets.md#number-formatting):
 * at most the user's decimal points unless `maxDecimals` says otherwise (a token's display decimals), cut with '…',
 * tiny values with their significant digits — never the raw 18 decimals.
 */
export function useAmountText(): (value: bigint, decimals?: number, maxDecimals?: number) => string {
  const { fractionDigits } = useDisplay()
  return (value, decimals = 18, maxDecimals = fractionDigits) =>
    formatAmount(value < 0n ? 0n : value, { decimals, maxDecimals })
}

/**
 * Writes an amount the transaction carries (what the user signs) with its symbol: cut to the user's decimal points as
 * `useAmountText` does, and, when the cut hides digits, the exact amount beside it — '1.2345… FTM (exactly
 * 1.23456789 FTM)' — so nothing is signed that was not shown in full (docs/behaviour/tokens-and-assets.md#number-formatting).
 */
export function useSignedAmountText(): (value: bigint, symbol: string, decimals?: number) => string {
  const amountText = useAmountText()
  return (value, symbol, decimals = 18) => {
    const shown = `${amountText(value, decimals)} ${symbol}`
    return shown.includes(TRUNCATION_MARK)
      ? `${shown} (exactly ${formatUnits(value, decimals)} ${symbol})`
      : shown
  }
}

/** An FTM amount with the chosen decimal points (digits are cut, never rounded up; '…' marks a cut). */
export function FtmAmount({ wei, sign = false }: { wei: bigint | undefined; sign?: boolean }) {
  const { fractionDigits } = useDisplay()
  if (wei === undefined) return <span aria-busy="true">–</span>
  const text = formatTokenValue(wei, { displayDecimals: fractionDigits })
  const prefix = sign && wei > 0n ? '+' : ''
  return (
    <span className="amount">
      {prefix}
      {text} FTM
    </span>
  )
}

/** The fiat value of an FTM amount at the current price. */
export function FiatAmount({ wei }: { wei: bigint | undefined }) {
  const { currency, fractionDigits, price } = useDisplay()
  if (wei === undefined || price === undefined) return <span aria-busy="true">–</span>
  return <span className="fiat">{formatFiatValue(wei, price, { currency, fractionDigits })}</span>
}
