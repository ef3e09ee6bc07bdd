import { assertNonNegative } from './errors.js'

/** Fee in wei = gas price × gas limit. */
export function computeTransactionFee(parameters: { gasPrice: bigint; gasLimit: bigint }): bigint {
  assertNonNegative(parameters.gasPrice, 'gasPrice')
  assertNonNegative(parameters.gasLimit, 'gasLimit')
  return parameters.gasPrice * parameters.gasLimit
}
