import type { GasBuffer } from '../constants/networks.js'
import { mainnet } from '../constants/networks.js'
import { computeGasLimit } from './computeGasLimit.js'
import { computeGasPrice } from './computeGasPrice.js'
import { computeTransactionFee } from './computeTransactionFee.js'

export type ComputeTransactionGasParameters = {
  /** The API's gasPrice. */
  networkGasPrice: bigint
  gasBuffer?: GasBuffer
} & ({ estimate: bigint } | { estimateErrors: readonly string[] })

export interface TransactionGas {
  gasPrice: bigint
  /** 0 when the estimate failed */
  gasLimit: bigint
  fee: bigint
  /**
   * The estimation errors joined with a comma (docs/behaviour/transactions.md#gas); null when the estimate succeeded.
   */
  error: string | null
}

/**
 * Gas price, limit, fee and error of a transaction to sign. When the estimate failed (ApiGraphqlError
 * `messages` of getGasEstimate) the messages become the transaction's error and the fee is 0, which blocks
 * sending.
 */
export function computeTransactionGas(parameters: ComputeTransactionGasParameters): TransactionGas {
  const gasPrice = computeGasPrice(parameters.networkGasPrice)
  if ('estimateErrors' in parameters) {
    const error = parameters.estimateErrors.join(',') || 'Gas estimation failed'
    return { gasPrice, gasLimit: 0n, fee: 0n, error }
  }
  const gasLimit = computeGasLimit(parameters.estimate, parameters.gasBuffer ?? mainnet.gasBuffer)
  return { gasPrice, gasLimit, fee: computeTransactionFee({ gasPrice, gasLimit }), error: null }
}
