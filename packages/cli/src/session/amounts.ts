import { parseUnits } from '@ftm-wallet/sdk'
import { CliError } from '../framework/CliError.js'

/**
 * Parses an amount given on the command line (decimal text, at most `decimals` decimals) into base units.
 * Bad text, signs, exponents and too many decimals fail with exit code 2 and the flag's name.
 */
export function parseAmountArg(text: string, decimals: number, flag = '--amount'): bigint {
  let value: bigint
  try {
    value = parseUnits(text, decimals)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const code = (error as { code?: string }).code ?? 'AMOUNT_INVALID'
    throw new CliError(code, `${flag} '${text}': ${message}`, 2, { cause: error })
  }
  if (value === 0n) throw new CliError('AMOUNT_ZERO', `${flag} '${text}': enter an amount above 0`)
  return value
}

/** Parses a whole number option (validator id, days, page size) with bounds. */
export function parseIntegerArg(text: string, flag: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const trimmed = text.trim()
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`
    throw new CliError('BAD_NUMBER', `${flag} '${text}': enter a whole number ${range}`)
  }
  return value
}
