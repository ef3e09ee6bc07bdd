import { DEFAULT_GAS_LIMIT, MAX_GAS_LIMIT } from '../constants/gas.js'
import { assertNonNegative } from './errors.js'

export interface ComputeRemainingBalanceParameters {
  /** wei */
  balance: bigint
  /** The gas price the transaction will use, in wei. */
  gasPrice: bigint
  /** Gas limit of the fee kept back (default 0xabe0 = 44,000, as the original's send validation). */
  gasLimit?: bigint
}

/**
 * What may be sent while leaving room for TWICE the fee (docs/behaviour/transactions.md#fees-and-remaining-balance:
 * balance − 2 × gasPrice × 44,000). Never below zero.
 */
export function computeRemainingBalance(parameters: ComputeRemainingBalanceParameters): bigint {
  const { balance, gasPrice, gasLimit = DEFAULT_GAS_LIMIT } = parameters
  assertNonNegative(balance, 'balance')
  assertNonNegative(gasPrice, 'gasPrice')
  assertNonNegative(gasLimit, 'gasLimit')
  const rest = balance - 2n * gasPrice * gasLimit
  return rest > 0n ? rest : 0n
}

/**
 * The "entire balance" amount: balance minus ONE fee at the maximum gas limit
 * (docs/behaviour/transactions.md#fees-and-remaining-balance; docs/behaviour/send-and-receive.md#entire-balance:
 * balance − gasPrice × 500,000). Never below zero.
 */
export function computeMaxRemainingBalance(parameters: { balance: bigint; gasPrice: bigint }): bigint {
  const { balance, gasPrice } = parameters
  assertNonNegative(balance, 'balance')
  assertNonNegative(gasPrice, 'gasPrice')
  const rest = balance - gasPrice * MAX_GAS_LIMIT
  return rest > 0n ? rest : 0n
}
