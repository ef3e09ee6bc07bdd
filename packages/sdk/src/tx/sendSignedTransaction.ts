import { getTransaction } from '../api/chain/getTransaction.js'
import { sendTransaction } from '../api/chain/sendTransaction.js'
import type { ApiClient } from '../api/createApiClient.js'
import { ApiGraphqlError } from '../api/errors.js'
import { TransactionError } from './TransactionError.js'
import type { SignedTransaction } from './types.js'

export interface SendSignedTransactionParameters {
  client: ApiClient
  signed: Pick<SignedTransaction, 'raw' | 'hash'>
  signal?: AbortSignal | undefined
}

export interface SendSignedTransactionReturnType {
  /** The hash computed locally from the signed bytes (never the one the API answered). */
  hash: `0x${string}`
  /**
   * True when the broadcast was not confirmed: the API answered "could not be confirmed" / "not found", gave no
   * answer, or answered another hash. The transaction may well be on its way; verification polls the local hash
   * (and re-broadcasts the same bytes while the chain does not know it).
   */
  pending: boolean
}

// The real API broadcasts, then re-reads the transaction from its node; a node a moment behind makes it answer
// "transaction 0x… could not be confirmed" (or "… not found") although the transaction was sent.
const UNCONFIRMED = /could not be confirmed|not found|can not be found/i
// What a node answers when these very bytes reached it before (the earlier answer was lost on the way back).
const IN_POOL = /already known|already imported|known transaction|already in (the )?pool/i
const NONCE_USED = /nonce too low/i

/**
 * Broadcasts signed bytes with the API's `sendTransaction` mutation. The hash is the local keccak256 of the bytes;
 * the API's hash is only checked against it. Sending the SAME bytes again is how a send is retried: it can never
 * spend twice, because the nonce is inside the signature. Only a refusal by the node (insufficient funds,
 * underpriced, a nonce used by another transaction, …) rejects, with TransactionError `TX_SEND_REJECTED` and the
 * node's text. Everything else after the bytes left — "could not be confirmed", "not found", no answer, a timeout,
 * a malformed answer — resolves as `pending`: never "rejected", so nobody signs the same payment twice.
 */
export async function sendSignedTransaction(
  parameters: SendSignedTransactionParameters,
): Promise<SendSignedTransactionReturnType> {
  const { client, signed, signal } = parameters
  const hash = signed.hash.toLowerCase() as `0x${string}`
  try {
    const result = await sendTransaction(client, { rawTransaction: signed.raw, signal })
    return { hash, pending: result.hash.toLowerCase() !== hash }
  } catch (error) {
    if (signal?.aborted) throw error
    if (!(error instanceof ApiGraphqlError)) return { hash, pending: true }
    const { messages } = error
    if (messages.some((m) => UNCONFIRMED.test(m) || IN_POOL.test(m))) return { hash, pending: true }
    if (messages.some((m) => NONCE_USED.test(m))) {
      // Our own earlier attempt may have been mined: then the nonce is used by these very bytes.
      const known = await getTransaction(client, { hash, signal })
      if (known !== null) return { hash, pending: known.status === 'pending' }
    }
    throw new TransactionError('TX_SEND_REJECTED', error.message, { cause: error })
  }
}
