import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_FRACTION_DIGITS, FTM_DECIMALS } from '../constants/limits.js'
import { ValidationError } from '../errors/ValidationError.js'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'
import { toDecimalString } from './toDecimalString.js'

export type Currency = (typeof CURRENCIES)[number]

export interface FormatFiatOptions {
  /** USD (default) or EUR. */
  currency?: Currency
  /** Fraction digits shown, 1 to 6 (default 2). */
  fractionDigits?: number
}

const SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€' }

function checkOptions({
  currency = DEFAULT_CURRENCY,
  fractionDigits = DEFAULT_FRACTION_DIGITS,
}: FormatFiatOptions): { symbol: string; fractionDigits: number } {
  if (!(CURRENCIES as readonly string[]).includes(currency)) {
    throw new ValidationError('CURRENCY_INVALID', `Currency must be one of ${CURRENCIES.join(', ')}`)
  }
  if (!Number.isInteger(fractionDigits) || fractionDigits < 1 || fractionDigits > 6) {
    throw new ValidationError('FRACTION_DIGITS_INVALID', 'Decimal points must be a whole number from 1 to 6')
  }
  return { symbol: SYMBOLS[currency], fractionDigits }
}

/**
 * A plain non-negative decimal string rounded to `digits` fraction digits, half away from zero (as
 * Intl.NumberFormat's default 'halfExpand' does), integer part grouped by thousands.
 */
function roundAndGroup(text: string, digits: number): string {
  const [whole = '0', fraction = ''] = text.split('.')
  const kept = BigInt(`${whole}${fraction.padEnd(digits, '0').slice(0, digits)}`)
  const rounded = (fraction[digits] ?? '0') >= '5' ? kept + 1n : kept
  const all = rounded.toString().padStart(digits + 1, '0')
  const grouped = all.slice(0, -digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${grouped}.${all.slice(-digits)}`
}

function toSignedDecimal(amount: number | string): string {
  if (typeof amount === 'number') return amount < 0 ? `-${toDecimalString(-amount)}` : toDecimalString(amount)
  const text = String(amount).trim()
  return text.startsWith('-') ? `-${toDecimalString(text.slice(1))}` : toDecimalString(text)
}

/**
 * Formats an amount of money (a number or an exact decimal string) in en-US style, as
 * `Intl.NumberFormat('en-US', { style: 'currency' })` does, but exactly on the decimal digits and without Intl: a
 * process's first currency formatter loads ICU's currency data, which cost a CLI command tens to hundreds of ms.
 *
 * @example formatFiat('1234.5', { currency: 'EUR' }) // '€1,234.50'
 */
export function formatFiat(amount: number | string, options: FormatFiatOptions = {}): string {
  const { symbol, fractionDigits } = checkOptions(options)
  const text = toSignedDecimal(amount)
  const negative = text.startsWith('-')
  return `${negative ? '-' : ''}${symbol}${roundAndGroup(negative ? text.slice(1) : text, fractionDigits)}`
}

/**
 * Formats the fiat value of a wei amount at a price per FTM, computed exactly in bigint before the single
 * rounding Intl does.
 *
 * @example formatFiatValue(2n * 10n ** 18n, 0.25) // '$0.50'
 */
export function formatFiatValue(
  wei: bigint,
  price: number | string,
  options: FormatFiatOptions = {},
): string {
  const priceUnits = parseUnits(toDecimalString(price), FTM_DECIMALS)
  return formatFiat(formatUnits(wei * priceUnits, FTM_DECIMALS * 2), options)
}
