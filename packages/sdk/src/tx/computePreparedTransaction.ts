import type { GasBuffer } from '../constants/networks.js'
import type { UnsignedCallOrDeployment } from '../contracts/types.js'
import { computeTransactionFee } from '../gas/computeTransactionFee.js'
import { computeTransactionGas } from '../gas/computeTransactionGas.js'
import { TX_MESSAGES } from './messages.js'
import type { PreparedTransaction } from './types.js'

export type ComputePreparedTransactionParameters<
  Call extends UnsignedCallOrDeployment = UnsignedCallOrDeployment,
> = {
  /** What a `build*Tx` returned, or a contract creation (`to` null). */
  call: Call
  from: string
  chainId: number
  /** The account's `txCount`. */
  nonce: bigint
  /** The API's gas price (before the wallet's rule). */
  networkGasPrice: bigint
  gasBuffer: GasBuffer
  /** Available balance in wei; when given, value + fee must fit in it. */
  balance?: bigint | undefined
  /** Manual gas limit ("Advanced" panel), replaces the buffered estimate. */
  gasLimit?: bigint | undefined
  /** Manual gas price in wei, replaces the wallet's rule. */
  gasPrice?: bigint | undefined
  /** The wallet's rule gives at least this price (a replacement: the old price + 10 %). */
  minimumGasPrice?: bigint | undefined
} & ({ estimate: bigint } | { estimateErrors: readonly string[] })

/**
 * Completes a built call into a transaction to sign (pure): gas price by the wallet's rule, the estimate plus the
 * network's buffer, fee, and the checks that block sending — estimation errors joined with a comma (fee 0), or
 * the insufficient-gas warning when the balance cannot pay value + fee. Gas math is the gas module's.
 */
export function computePreparedTransaction<Call extends UnsignedCallOrDeployment>(
  parameters: ComputePreparedTransactionParameters<Call>,
): PreparedTransaction<Call['to']> {
  const { call, from, chainId, nonce, networkGasPrice, gasBuffer, balance } = parameters
  const gas =
    'estimateErrors' in parameters
      ? computeTransactionGas({ networkGasPrice, gasBuffer, estimateErrors: parameters.estimateErrors })
      : computeTransactionGas({ networkGasPrice, gasBuffer, estimate: parameters.estimate })
  const minimum = parameters.minimumGasPrice ?? 0n
  const gasPrice = parameters.gasPrice ?? (gas.gasPrice > minimum ? gas.gasPrice : minimum)
  const gasLimit = gas.error === null ? (parameters.gasLimit ?? gas.gasLimit) : 0n
  const fee = gas.error === null ? computeTransactionFee({ gasPrice, gasLimit }) : 0n
  let error = gas.error
  if (error === null && balance !== undefined && balance < call.value + fee)
    error = TX_MESSAGES.insufficientGas
  return {
    from,
    to: call.to,
    value: call.value,
    data: call.data,
    nonce,
    gasPrice,
    gasLimit,
    chainId,
    fee,
    error,
  }
}
