import type { TransactionState } from '../api/chain/getTransaction.js'
import type { ApiClient } from '../api/createApiClient.js'
import type { NetworkPreset } from '../constants/networks.js'
import type { UnsignedCallOrDeployment } from '../contracts/types.js'
import type { Signer } from '../signers/types.js'
import { prepareTransaction } from './prepareTransaction.js'
import { sendSignedTransaction } from './sendSignedTransaction.js'
import { signTransaction, toUnsignedTransaction } from './signTransaction.js'
import { TransactionError } from './TransactionError.js'
import type { PreparedTransaction } from './types.js'
import { waitForTransaction } from './waitForTransaction.js'

export interface SendCallParameters<Call extends UnsignedCallOrDeployment = UnsignedCallOrDeployment> {
  client: ApiClient
  network: Pick<NetworkPreset, 'chainId' | 'gasBuffer'>
  signer: Signer
  /** What a `build*Tx` returned, or a contract creation (`to` null; docs/behaviour/signing.md#contract-creation). */
  call: Call
  password?: string | undefined
  signal?: AbortSignal | undefined
}

export interface SendCallReturnType<To extends string | null = string> {
  hash: `0x${string}`
  transaction: PreparedTransaction<To>
  state: TransactionState
}

/**
 * The whole pipeline for scripts: prepare, sign, send (or let an external wallet send) and wait for success.
 * Screens use the machines instead, which run the same steps one state at a time.
 *
 * @example
 * const { hash } = await sendCall({ client, network: devnet, signer, call: buildDelegateTx({ validatorId, amount }) })
 */
export async function sendCall<Call extends UnsignedCallOrDeployment>(
  parameters: SendCallParameters<Call>,
): Promise<SendCallReturnType<Call['to']>> {
  const { client, network, signer, call, password, signal } = parameters
  const from = await signer.getAddress()
  const transaction = await prepareTransaction({ client, network, from, call, signal })
  let hash: `0x${string}`
  if (signer.sendTransaction) {
    // An external wallet signs and broadcasts in its own app; the API's mutation is skipped.
    if (transaction.error !== null) throw new TransactionError('TX_NOT_SENDABLE', transaction.error)
    hash = await signer.sendTransaction(toUnsignedTransaction(transaction), { password, signal })
  } else {
    const signed = await signTransaction({ signer, transaction, password, signal })
    hash = (await sendSignedTransaction({ client, signed, signal })).hash
  }
  const state = await waitForTransaction({ client, hash, signal })
  return { hash, transaction, state }
}
