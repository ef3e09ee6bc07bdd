import { FTM_DECIMALS } from '../constants/limits.js'
import { assertDecimals } from './assertDecimals.js'

/**
 * Formats base units as an exact decimal string without trailing zeros.
 *
 * @example formatUnits(1_500_000_000_000_000_000n) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number = FTM_DECIMALS): string {
  assertDecimals(decimals)
  const sign = value < 0n ? '-' : ''
  const abs = value < 0n ? -value : value
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const fraction = decimals === 0 ? '' : (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Formats wei as FTM (18 decimals), exact. */
export function formatFtm(wei: bigint): string {
  return formatUnits(wei, FTM_DECIMALS)
}
