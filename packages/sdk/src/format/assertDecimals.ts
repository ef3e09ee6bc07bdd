import { MAX_TOKEN_DECIMALS } from '../constants/settings.js'
import { ValidationError } from '../errors/ValidationError.js'

/** Throws unless `decimals` is a whole number from 0 to 255 (an ERC-20 `decimals` is a uint8). */
export function assertDecimals(decimals: number, name = 'decimals'): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_TOKEN_DECIMALS) {
    throw new ValidationError(
      'DECIMALS_INVALID',
      `The ${name} must be a whole number from 0 to ${MAX_TOKEN_DECIMALS}`,
      {
        details: { decimals },
      },
    )
  }
}
