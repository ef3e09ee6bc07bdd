import { getTransaction } from '../api/chain/getTransaction.js'
import { sendTransaction } from '../api/chain/sendTransaction.js'
import type { ApiClient } from '../api/createApiClient.js'
import { ApiGraphqlError, ApiNetworkError } from '../api/errors.js'
import { TX_MESSAGES } from './messages.js'
import { TransactionError } from './TransactionError.js'
import type { SignedTransaction } from './types.js'

export interface SendSignedTransactionParameters {
  client: ApiClient
  signed: Pick<SignedTransaction, 'raw' | 'hash'>
  signal?: AbortSignal | undefined
}

// What a node answers when these very bytes reached it before (the earlier answer was lost on the way back).
const SEEN_BEFORE = /already known|already imported|known transaction|nonce too low|already in (the )?pool/i

/**
 * Broadcasts signed bytes with the API's `sendTransaction` mutation and returns the hash. Sending the SAME bytes
 * again is how a send is retried: it can never spend twice, because the nonce is inside the signature. When a
 * retry is refused as already known (or its nonce as used) and the chain knows our hash, the earlier attempt got
 * through and that counts as sent. No answer at all: TransactionError `TX_SEND_UNCONFIRMED` (retry with the same
 * bytes); any other refusal: `TX_SEND_REJECTED` with the node's text.
 */
export async function sendSignedTransaction(
  parameters: SendSignedTransactionParameters,
): Promise<{ hash: `0x${string}` }> {
  const { client, signed, signal } = parameters
  try {
    const result = await sendTransaction(client, { rawTransaction: signed.raw, signal })
    return { hash: result.hash.toLowerCase() as `0x${string}` }
  } catch (error) {
    if (signal?.aborted) throw error
    if (error instanceof ApiGraphqlError) {
      if (error.messages.some((message) => SEEN_BEFORE.test(message))) {
        const known = await getTransaction(client, { hash: signed.hash, signal })
        if (known !== null) return { hash: signed.hash.toLowerCase() as `0x${string}` }
      }
      throw new TransactionError('TX_SEND_REJECTED', error.message, { cause: error })
    }
    if (error instanceof ApiNetworkError) {
      throw new TransactionError('TX_SEND_UNCONFIRMED', TX_MESSAGES.sendUnconfirmed, { cause: error })
    }
    throw error
  }
}
