import { FTM_DECIMALS } from '../constants/limits.js'
import { ValidationError } from '../errors/ValidationError.js'
import { assertDecimals } from './assertDecimals.js'

/** Longest decimal string we parse; anything longer is not an amount a person typed. */
const MAX_INPUT_LENGTH = 100
const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * Parses a decimal string typed by a user ("1", "1.5", ".5", " 2. ") into base units.
 * Throws ValidationError `AMOUNT_INVALID` for anything else (signs, exponents, separators, empty) and
 * `AMOUNT_TOO_MANY_DECIMALS` when more significant decimals are given than the unit has.
 *
 * @example parseUnits('1.5', 6) // 1_500_000n
 */
export function parseUnits(value: string, decimals: number = FTM_DECIMALS): bigint {
  assertDecimals(decimals)
  const text = typeof value === 'string' ? value.trim() : ''
  const match = text.length <= MAX_INPUT_LENGTH ? DECIMAL.exec(text) : null
  const whole = match?.[1] ?? ''
  const fraction = (match?.[2] ?? '').replace(/0+$/, '')
  if (!match || (whole === '' && (match[2] ?? '') === '')) {
    throw new ValidationError('AMOUNT_INVALID', 'Enter a valid amount')
  }
  if (fraction.length > decimals) {
    throw new ValidationError('AMOUNT_TOO_MANY_DECIMALS', `Enter at most ${decimals} decimal places`, {
      details: { decimals },
    })
  }
  const base = 10n ** BigInt(decimals)
  return BigInt(whole || '0') * base + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** Parses an FTM amount (18 decimals) typed by a user into wei. */
export function parseFtm(value: string): bigint {
  return parseUnits(value, FTM_DECIMALS)
}

/**
 * An amount typed into a form in base units, or undefined when the text is not one (empty, signs, exponents,
 * too many decimals): the form then shows its own message. parseUnits without the throw.
 *
 * @example parseAmountInput('1.5', 6) // 1_500_000n; parseAmountInput('1e3', 18) // undefined
 */
export function parseAmountInput(text: string, decimals: number = FTM_DECIMALS): bigint | undefined {
  try {
    return parseUnits(text, decimals)
  } catch {
    // Not an amount: callers treat undefined as 'Invalid amount' or as no amount at all.
    return undefined
  }
}
