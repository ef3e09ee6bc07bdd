import { ValidationError } from '../errors/ValidationError.js'

const PLAIN = /^(\d+(\.\d*)?|\.\d+)$/
const EXPONENT = /^(\d+(\.\d*)?|\.\d+)[eE][+-]?\d{1,3}$/

/**
 * Writes a non-negative finite number or decimal string as a plain decimal string (no exponent), so that
 * prices from the API can enter exact bigint arithmetic. Throws ValidationError `AMOUNT_INVALID` otherwise.
 *
 * @example toDecimalString(1e-7) // '0.0000001'
 */
export function toDecimalString(value: number | string): string {
  if (typeof value === 'string') {
    const text = value.trim()
    if (PLAIN.test(text)) return text.startsWith('.') ? `0${text}` : text
    if (EXPONENT.test(text)) return toDecimalString(Number(text))
    throw invalid(value)
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw invalid(value)
  if (value >= 1e21) return BigInt(value).toString()
  const text = value.toString()
  if (!text.includes('e')) return text
  // Small numbers print as '1e-7'; toFixed(20) then trimming gives the same digits in plain form.
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '')
}

const invalid = (value: unknown) =>
  new ValidationError('AMOUNT_INVALID', 'Enter a valid amount', { details: { value: String(value) } })
