import type { ApiClient } from '../api/createApiClient.js'
import type { NetworkPreset } from '../constants/networks.js'
import type { UnsignedCall } from '../contracts/types.js'
import type { PreparedTransaction } from '../tx/types.js'
import { buildConfirmation } from './buildConfirmation.js'
import { prepareAndSimulate } from './earlySimulation.js'
import { readConfirmationFacts, startConfirmationReads } from './readConfirmationFacts.js'
import type { ConfirmationSources, TransactionConfirmation } from './types.js'

export interface ReviewTransactionParameters {
  client: ApiClient
  /** A call, or a contract creation (`to` null; docs/behaviour/signing.md#contract-creation). */
  transaction: PreparedTransaction<string | null>
  sources?: ConfirmationSources | undefined
  /**
   * For an approve/increaseAllowance: what the flow takes from it; an allowance above warns
   * (docs/behaviour/signing.md#decoded-calls).
   */
  allowanceNeeded?: bigint | undefined
  signal?: AbortSignal | undefined
}

/** Reads the facts of a prepared transaction and builds its confirmation. */
export async function reviewTransaction(
  parameters: ReviewTransactionParameters,
): Promise<TransactionConfirmation> {
  const { client, transaction, sources, allowanceNeeded, signal } = parameters
  const facts = await readConfirmationFacts({ client, transaction, sources, signal })
  return buildConfirmation(transaction, facts, { allowanceNeeded })
}

export interface PrepareConfirmationParameters {
  client: ApiClient
  network: Pick<NetworkPreset, 'chainId' | 'gasBuffer'>
  from: string
  call: UnsignedCall
  sources?: ConfirmationSources | undefined
  /** See {@link ReviewTransactionParameters.allowanceNeeded}. */
  allowanceNeeded?: bigint | undefined
  signal?: AbortSignal | undefined
}

/**
 * A call from "Continue" to a ready confirmation: prepared (nonce, gas price, estimate, fee) and reviewed. Nothing is
 * signed.
 */
export async function prepareConfirmation(
  parameters: PrepareConfirmationParameters,
): Promise<{ transaction: PreparedTransaction; confirmation: TransactionConfirmation }> {
  const { client, network, from, call, sources, allowanceNeeded, signal } = parameters
  // The price and the names do not need the estimate: they are read while the transaction is prepared.
  startConfirmationReads({ client, call, sources })
  // Prepared and simulated in one batch to the network's node when the confirmation has one
  // (docs/behaviour/signing.md#speed).
  const transaction = await prepareAndSimulate({ client, network, from, call, rpc: sources?.rpc, signal })
  const confirmation = await reviewTransaction({ client, transaction, sources, allowanceNeeded, signal })
  return { transaction, confirmation }
}
