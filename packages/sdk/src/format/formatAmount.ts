import { DISPLAY_PRICE_DECIMALS } from '../constants/defi.js'
import { DEFAULT_FRACTION_DIGITS, FTM_DECIMALS } from '../constants/limits.js'
import { assertDecimals } from './assertDecimals.js'
import { formatTokenValue, TRUNCATION_MARK } from './formatTokenValue.js'
import { toDecimalString } from './toDecimalString.js'

export interface FormatAmountOptions {
  /** Decimals of the token's base unit (18 for FTM). */
  decimals?: number
  /** At most this many decimals (default 2, the app's default decimal points); trailing zeros are dropped. */
  maxDecimals?: number
  /** Group the whole part with en-US commas (default true). */
  grouping?: boolean
}

/** Significant digits kept for a value below 1 whose first `maxDecimals` are all zero. */
export const SMALL_VALUE_SIGNIFICANT_DIGITS = 4

/**
 * An amount as the app writes it in forms and messages (docs/behaviour/tokens-and-assets.md#number-formatting):
 * at most `maxDecimals` decimals, cut and never rounded up (a balance or a limit is never overstated), a trailing
 * '…' when the cut hides a remainder, no trailing zeros, en-US grouping. A value below 1 that would read as only
 * zeros ('0.00…') keeps its first 4 significant digits instead, so a tiny price or balance is never shown as 0.
 *
 * @example formatAmount(1_487_497_957_327_985_701_296n) // '1,487.49…'
 * @example formatAmount(20_000_000_000_000_000_000n) // '20'
 * @example formatAmount(12_345_678_900n, { maxDecimals: 4 }) // '0.00000001234…'
 */
export function formatAmount(value: bigint, options: FormatAmountOptions = {}): string {
  const { decimals = FTM_DECIMALS, maxDecimals = DEFAULT_FRACTION_DIGITS, grouping = true } = options
  assertDecimals(decimals)
  assertDecimals(maxDecimals, 'display decimals')
  const abs = value < 0n ? -value : value
  let shown = Math.min(maxDecimals, decimals)
  if (abs > 0n && abs < 10n ** BigInt(decimals) && abs < 10n ** BigInt(decimals - shown)) {
    // Leading zeros after the point, then the significant digits.
    const leadingZeros = decimals - abs.toString().length
    shown = Math.min(decimals, leadingZeros + SMALL_VALUE_SIGNIFICANT_DIGITS)
  }
  const text = formatTokenValue(value, { decimals, displayDecimals: shown, grouping })
  if (text.endsWith(TRUNCATION_MARK) || !text.includes('.')) return text
  return text.replace(/0+$/, '').replace(/\.$/, '')
}

/**
 * A price (a plain number from the API or a ratio of reserves) with 4 decimals (DISPLAY_PRICE_DECIMALS), cut; a
 * price below 0.0001 keeps its first 4 significant digits (1 USDC = 0.00001712 WBTC, not 0.0000…). Unknown or not a
 * finite non-negative number: '-'.
 */
export function formatPrice(price: number | string | bigint, decimals: number = FTM_DECIMALS): string {
  let units: bigint
  if (typeof price === 'bigint') units = price
  else {
    let text: string
    try {
      text = toDecimalString(price)
    } catch {
      return '-'
    }
    const [whole = '0', fraction = ''] = text.split('.')
    units =
      BigInt(whole) * 10n ** BigInt(decimals) +
      BigInt(fraction.slice(0, decimals).padEnd(decimals, '0') || '0')
  }
  const text = formatAmount(units, { decimals, maxDecimals: DISPLAY_PRICE_DECIMALS })
  if (text.endsWith(TRUNCATION_MARK) || units === 0n) return text
  // Prices keep their 4 decimals (1.4300), as the price cards and lines always have.
  const [whole, fraction = ''] = text.split('.')
  return fraction.length >= DISPLAY_PRICE_DECIMALS
    ? text
    : `${whole}.${fraction.padEnd(DISPLAY_PRICE_DECIMALS, '0')}`
}
