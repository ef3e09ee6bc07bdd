import { getTransaction, type TransactionState } from '../api/chain/getTransaction.js'
import { sendTransaction } from '../api/chain/sendTransaction.js'
import type { ApiClient } from '../api/createApiClient.js'
import {
  TX_REBROADCAST_INTERVAL,
  TX_VERIFICATION_FIRST_POLLS,
  TX_VERIFICATION_INTERVAL,
} from '../constants/timing.js'
import { delay } from './delay.js'
import { TX_MESSAGES } from './messages.js'
import { TransactionError } from './TransactionError.js'

export interface WaitForTransactionParameters {
  client: ApiClient
  hash: string
  /**
   * The signed bytes, when we broadcast them: while the chain does not know the hash, they are sent again (the
   * same bytes, so never a second spend) every `rebroadcastInterval` ms — a broadcast whose answer was lost, or
   * that went to an endpoint that failed, still reaches a node.
   */
  raw?: string | undefined
  /**
   * Poll interval in ms (default 400 after four sooner polls: at once, then 50, 100 and 200 ms apart,
   * docs/behaviour/transactions.md#verification). A given interval is used from the first poll on.
   */
  interval?: number
  /** Default 5 s. */
  rebroadcastInterval?: number
  /** Give up after this long with `TX_VERIFICATION_TIMEOUT` (default 5 minutes). */
  timeoutMs?: number
  signal?: AbortSignal | undefined
  /** Called before every status query (e.g. to show 'Verifying Transaction'). */
  onPoll?: (attempt: number) => void
}

export const DEFAULT_VERIFICATION_TIMEOUT = 300_000

/**
 * Verifies a sent transaction (docs/behaviour/transactions.md#verification): polls `transaction(hash).status` at once,
 * then after 50, 100 and 200 ms, then every 400 ms while it is unknown or pending. Resolves with the transaction once its status is 1; status 0 rejects with
 * TransactionError `TX_FAILED` ('Transaction Error'); a failed query with `TX_VERIFICATION_ERROR` (title 'Error', the
 * query's message).
 */
export async function waitForTransaction(
  parameters: WaitForTransactionParameters,
): Promise<TransactionState> {
  const { client, hash, raw, signal, onPoll } = parameters
  const interval = parameters.interval ?? TX_VERIFICATION_INTERVAL
  const firstPolls: readonly number[] = parameters.interval === undefined ? TX_VERIFICATION_FIRST_POLLS : []
  const rebroadcastInterval = parameters.rebroadcastInterval ?? TX_REBROADCAST_INTERVAL
  const timeoutMs = parameters.timeoutMs ?? DEFAULT_VERIFICATION_TIMEOUT
  const maxAttempts = firstPolls.length + Math.max(1, Math.ceil(timeoutMs / Math.max(interval, 1)))
  let lastBroadcast = Date.now()
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    await delay(firstPolls[attempt - 1] ?? interval, signal)
    onPoll?.(attempt)
    let state: TransactionState | null
    try {
      state = await getTransaction(client, { hash, signal })
    } catch (error) {
      if (signal?.aborted) throw error
      const message = error instanceof Error ? error.message : String(error)
      throw new TransactionError('TX_VERIFICATION_ERROR', message, { cause: error, details: { hash } })
    }
    if (state?.status === 'success') return state
    if (state?.status === 'failed') {
      throw new TransactionError('TX_FAILED', TX_MESSAGES.failed, { details: { hash } })
    }
    if (state === null && raw !== undefined && Date.now() - lastBroadcast >= rebroadcastInterval) {
      lastBroadcast = Date.now()
      // Any answer is fine here ("already known", "nonce too low" once mined): the poll decides.
      await sendTransaction(client, { rawTransaction: raw, signal }).catch((error: unknown) => {
        if (signal?.aborted) throw error
      })
    }
  }
  throw new TransactionError('TX_VERIFICATION_TIMEOUT', TX_MESSAGES.verificationTimeout, {
    details: { hash },
  })
}
