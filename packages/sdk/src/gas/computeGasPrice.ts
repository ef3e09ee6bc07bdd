import { HIGH_GAS_PRICE_MULTIPLIER, MAX_GAS_PRICE } from '../constants/gas.js'
import { assertNonNegative } from './errors.js'

/**
 * The gas price the wallet signs with (docs/behaviour/transactions.md#gas): twice the network price while that stays
 * below the maximum (20 × 1.5 gwei = 30 gwei), otherwise 1.2 × the network price (rounded down to whole wei). The
 * original wallet used the raw price above the cap (docs/chain-and-api.md#transaction-envelope); we follow the
 * specified 1.2 × (docs/decisions.md#gas-price).
 *
 * @example computeGasPrice(1_000_000_000n) // 2 gwei
 */
export function computeGasPrice(networkGasPrice: bigint): bigint {
  assertNonNegative(networkGasPrice, 'networkGasPrice')
  const doubled = 2n * networkGasPrice
  if (doubled < MAX_GAS_PRICE) return doubled
  return (networkGasPrice * HIGH_GAS_PRICE_MULTIPLIER.numerator) / HIGH_GAS_PRICE_MULTIPLIER.denominator
}
