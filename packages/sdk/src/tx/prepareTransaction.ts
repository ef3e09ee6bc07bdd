import { getAccountBalances } from '../api/account/getAccountBalances.js'
import { getTransactionCount } from '../api/account/getTransactionCount.js'
import { getGasEstimate } from '../api/chain/getGasEstimate.js'
import { getGasPrice } from '../api/chain/getGasPrice.js'
import type { ApiClient } from '../api/createApiClient.js'
import { ApiGraphqlError } from '../api/errors.js'
import type { NetworkPreset } from '../constants/networks.js'
import type { UnsignedCall } from '../contracts/types.js'
import { computePreparedTransaction } from './computePreparedTransaction.js'
import type { PreparedTransaction } from './types.js'

export interface PrepareTransactionParameters {
  client: ApiClient
  /** The connected network: its chain id and gas buffer. */
  network: Pick<NetworkPreset, 'chainId' | 'gasBuffer'>
  from: string
  call: UnsignedCall
  /** Manual overrides of the "Advanced" panel. */
  gasLimit?: bigint | undefined
  gasPrice?: bigint | undefined
  /**
   * Replacing a pending transaction (docs/behaviour/pending-transactions.md#speed-up-and-cancel): its nonce is used
   * instead of the account's next one, and the gas price is at least `minimumGasPrice`.
   */
  nonce?: bigint | undefined
  minimumGasPrice?: bigint | undefined
  signal?: AbortSignal | undefined
}

/**
 * Reads what a transaction needs from the API — the nonce (`account.txCount`), the gas price, the balance and
 * the gas estimate, in parallel — and completes the call with {@link computePreparedTransaction}. A failed
 * estimate does not throw: its messages become the transaction's `error` (docs/behaviour/transactions.md#messages).
 */
export async function prepareTransaction(
  parameters: PrepareTransactionParameters,
): Promise<PreparedTransaction> {
  const { client, network, from, call, signal } = parameters
  const estimate = getGasEstimate(client, {
    from,
    to: call.to,
    value: call.value,
    data: call.data,
    signal,
  }).then(
    (value) => ({ estimate: value }),
    (error: unknown) => {
      if (error instanceof ApiGraphqlError) return { estimateErrors: error.messages }
      throw error
    },
  )
  const [nonce, networkGasPrice, balances, gas] = await Promise.all([
    parameters.nonce ?? getTransactionCount(client, { address: from, signal }),
    getGasPrice(client, { signal }),
    getAccountBalances(client, { addresses: [from], signal }),
    estimate,
  ])
  return computePreparedTransaction({
    call,
    from,
    chainId: network.chainId,
    nonce,
    networkGasPrice,
    gasBuffer: network.gasBuffer,
    balance: balances[0]?.balance,
    gasLimit: parameters.gasLimit,
    gasPrice: parameters.gasPrice,
    minimumGasPrice: parameters.minimumGasPrice,
    ...gas,
  })
}
