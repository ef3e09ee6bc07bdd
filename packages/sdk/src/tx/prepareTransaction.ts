import { getTransactionInputs, type TransactionInputs } from '../api/chain/getTransactionInputs.js'
import type { ApiClient } from '../api/createApiClient.js'
import type { NetworkPreset } from '../constants/networks.js'
import type { UnsignedCallOrDeployment } from '../contracts/types.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import { computePreparedTransaction } from './computePreparedTransaction.js'
import type { PreparedTransaction } from './types.js'

export interface PrepareTransactionParameters<
  Call extends UnsignedCallOrDeployment = UnsignedCallOrDeployment,
> {
  client: ApiClient
  /** The connected network: its chain id and gas buffer. */
  network: Pick<NetworkPreset, 'chainId' | 'gasBuffer'>
  from: string
  /** A call or transfer, or a contract creation (`to` null; docs/behaviour/signing.md#contract-creation). */
  call: Call
  /** Manual overrides of the "Advanced" panel. */
  gasLimit?: bigint | undefined
  gasPrice?: bigint | undefined
  /**
   * Replacing a pending transaction (docs/behaviour/pending-transactions.md#speed-up-and-cancel): its nonce is used
   * instead of the account's next one, and the gas price is at least `minimumGasPrice`.
   */
  nonce?: bigint | undefined
  minimumGasPrice?: bigint | undefined
  /**
   * The network's JSON-RPC node (the confirmation's): the inputs are read from it in one batch, the API answering
   * only when it cannot (docs/behaviour/signing.md#speed).
   */
  rpc?: RpcClient | undefined
  signal?: AbortSignal | undefined
}

/**
 * Reads what a transaction needs — the nonce (`account.txCount`), the gas price, the balance and the gas estimate,
 * in ONE API operation or ONE batch to the network's node (getTransactionInputs, docs/behaviour/signing.md#speed) —
 * and completes the call with `completeTransaction`. A failed estimate does not throw: its messages become the
 * transaction's `error` (docs/behaviour/transactions.md#messages).
 */
export async function prepareTransaction<Call extends UnsignedCallOrDeployment>(
  parameters: PrepareTransactionParameters<Call>,
): Promise<PreparedTransaction<Call['to']>> {
  const { client, from, call, rpc, signal } = parameters
  const inputs = await getTransactionInputs(client, {
    from,
    to: call.to,
    value: call.value,
    data: call.data,
    rpc,
    signal,
  })
  return completeTransaction(parameters, inputs)
}

/**
 * The call completed with the inputs read for it (pure): the wallet's gas price, the estimate plus the network's
 * buffer, the fee, the checks, and the parameters' overrides (computePreparedTransaction).
 */
export function completeTransaction<Call extends UnsignedCallOrDeployment>(
  parameters: Omit<PrepareTransactionParameters<Call>, 'client' | 'rpc' | 'signal'>,
  inputs: TransactionInputs,
): PreparedTransaction<Call['to']> {
  const { network, from, call } = parameters
  const { nonce, gasPrice, balance, ...gas } = inputs
  return computePreparedTransaction({
    call,
    from,
    chainId: network.chainId,
    // A replacement keeps the nonce of the transaction it replaces (docs/behaviour/pending-transactions.md).
    nonce: parameters.nonce ?? nonce,
    networkGasPrice: gasPrice,
    gasBuffer: network.gasBuffer,
    balance,
    gasLimit: parameters.gasLimit,
    gasPrice: parameters.gasPrice,
    minimumGasPrice: parameters.minimumGasPrice,
    ...gas,
  })
}
