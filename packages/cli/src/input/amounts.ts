import { parseUnits } from '@ftm-wallet/sdk'
import { CliError } from '../errors/CliError.js'
import { optionOrAsk, type PromptContext } from '../terminal/prompt.js'

/**
 * Parses an amount given on the command line (decimal text, at most `decimals` decimals) into base units.
 * Bad text, signs, exponents and too many decimals fail with exit code 2 and the flag's name; so does zero, unless
 * `allowZero` (a send: docs/behaviour/send-and-receive.md#amount-rules).
 */
export function parseAmountArg(
  text: string,
  decimals: number,
  flag = '--amount',
  { allowZero = false }: { allowZero?: boolean } = {},
): bigint {
  let value: bigint
  try {
    value = parseUnits(text, decimals)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const code = (error as { code?: string }).code ?? 'AMOUNT_INVALID'
    throw new CliError(code, `${flag} '${text}': ${message}`, 2, { cause: error })
  }
  if (value === 0n && !allowZero)
    throw new CliError('AMOUNT_ZERO', `${flag} '${text}': enter an amount above 0`)
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

/**
 * `--amount`: the option's text, else asked for at a terminal with `message` (exit code 2 without one), parsed
 * into base units of `decimals` by parseAmountArg. The text is returned too, for messages that quote it.
 */
export async function readAmountArg(
  context: PromptContext,
  value: string | undefined,
  { message, decimals, allowZero }: { message: string; decimals: number; allowZero?: boolean },
): Promise<{ amount: bigint; text: string }> {
  const text = await optionOrAsk(context, value, { what: 'the amount', hint: '--amount N', message })
  return { amount: parseAmountArg(text, decimals, '--amount', { allowZero }), text }
}
