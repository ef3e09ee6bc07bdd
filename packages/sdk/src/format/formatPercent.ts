import { DISPLAY_PERCENT_DECIMALS } from '../constants/defi.js'
import { ValidationError } from '../errors/ValidationError.js'

/**
 * Formats a value that is already in percent (12.5 means 12.5 %) with fixed fraction digits, en-US style.
 *
 * @example formatPercent(12.345) // '12.35%'
 */
export function formatPercent(percent: number, fractionDigits: number = DISPLAY_PERCENT_DECIMALS): string {
  if (!Number.isInteger(fractionDigits) || fractionDigits < 0 || fractionDigits > 20) {
    throw new ValidationError(
      'FRACTION_DIGITS_INVALID',
      'Fraction digits must be a whole number from 0 to 20',
    )
  }
  if (!Number.isFinite(percent)) throw new ValidationError('AMOUNT_INVALID', 'Enter a valid amount')
  const formatter = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })
  return `${formatter.format(percent)}%`
}
