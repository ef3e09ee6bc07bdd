import { FTM_DECIMALS } from '../constants/limits.js'
import { assertDecimals } from './assertDecimals.js'

export interface FormatTokenValueOptions {
  /** Decimals of the token's base unit (18 for FTM). */
  decimals?: number
  /** How many decimals to show; always shown, zeros included. */
  displayDecimals: number
  /** Group the whole part with en-US commas (default true). */
  grouping?: boolean
}

/**
 * Character appended when the shown digits hide a non-zero remainder
 * (docs/behaviour/tokens-and-assets.md#display-decimals).
 */
export const TRUNCATION_MARK = '…'

const groupWhole = (whole: bigint): string => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/**
 * Formats a token amount with a fixed number of decimals. Digits beyond `displayDecimals` are cut off
 * (never rounded up, so a balance is never overstated) and a trailing '…' marks that something was cut.
 *
 * @example formatTokenValue(1_234_567_800_000_000_000_000n, { displayDecimals: 2 }) // '1,234.56…'
 */
export function formatTokenValue(value: bigint, options: FormatTokenValueOptions): string {
  const { decimals = FTM_DECIMALS, displayDecimals, grouping = true } = options
  assertDecimals(decimals)
  assertDecimals(displayDecimals, 'display decimals')
  const sign = value < 0n ? '-' : ''
  const abs = value < 0n ? -value : value
  const hidden = decimals > displayDecimals ? 10n ** BigInt(decimals - displayDecimals) : 1n
  const shown = decimals > displayDecimals ? abs / hidden : abs * 10n ** BigInt(displayDecimals - decimals)
  const truncated = abs % hidden !== 0n
  const base = 10n ** BigInt(displayDecimals)
  const whole = shown / base
  const wholeText = grouping ? groupWhole(whole) : whole.toString()
  const fraction = displayDecimals > 0 ? `.${(shown % base).toString().padStart(displayDecimals, '0')}` : ''
  return `${sign}${wholeText}${fraction}${truncated ? TRUNCATION_MARK : ''}`
}
