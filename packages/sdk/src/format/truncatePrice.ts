import { PRICE_DECIMALS } from '../constants/limits.js'
import { toDecimalString } from './toDecimalString.js'

/**
 * Cuts a price to 5 decimals (docs/behaviour/tokens-and-assets.md#prices), on the decimal digits rather than with
 * floating-point multiplication (`Math.trunc(0.29 * 1e5)` would give 0.28999).
 *
 * @example truncatePrice(0.123456789) // 0.12345
 */
export function truncatePrice(price: number | string, decimals: number = PRICE_DECIMALS): number {
  const [whole = '0', fraction = ''] = toDecimalString(price).split('.')
  return Number(`${whole}.${fraction.slice(0, decimals) || '0'}`)
}
