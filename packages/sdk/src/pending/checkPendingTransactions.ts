import { getTransactionCount } from '../api/account/getTransactionCount.js'
import { getTransaction, type TransactionState } from '../api/chain/getTransaction.js'
import type { ApiClient } from '../api/createApiClient.js'
import { isWalletError } from '../errors/WalletError.js'
import { sendSignedTransaction } from '../tx/sendSignedTransaction.js'
import type { PendingStatusChange, PendingTransaction, PendingTransactionStore } from './types.js'

/**
 * How long after its broadcast a transaction the chain does not show is given before it counts as replaced by an
 * unknown transaction or dropped: the real API may not show a just-sent transaction for a while
 * (docs/chain-and-api.md#real-api-behaviours, R1).
 */
export const PENDING_GRACE_MS = 30_000

export interface CheckPendingTransactionsParameters {
  client: ApiClient
  store: PendingTransactionStore
  /** The client's network: only its transactions are checked. */
  chainId: number
  /** Only this account's transactions (default: every account's). */
  from?: string | undefined
  signal?: AbortSignal | undefined
  /** Clock (default Date.now). */
  now?: () => number
}

const onChain = (state: TransactionState | null): PendingStatusChange | null =>
  state?.status === 'success' ? { status: 'mined' } : state?.status === 'failed' ? { status: 'failed' } : null

/**
 * One pass of the pending-transaction tracker (docs/behaviour/pending-transactions.md#tracking). For each pending
 * transaction of the network: a receipt makes it `mined` or `failed`; when the chain does not know its hash, a
 * transaction of the store with the same sender and nonce that the chain has mined makes it `replaced` (by that
 * hash); past the grace time, a nonce the account has used otherwise makes it `replaced` by an unknown transaction;
 * a nonce still free gets the same signed bytes broadcast again, and `dropped` when the node refuses them (or, for
 * a transaction an external wallet sent, when the grace time is over). Returns the records whose status changed.
 */
export async function checkPendingTransactions(
  parameters: CheckPendingTransactionsParameters,
): Promise<PendingTransaction[]> {
  const { client, store, chainId, from, signal, now = Date.now } = parameters
  const all = await store.list({ chainId })
  const waiting = all.filter(
    (record) =>
      record.status === 'pending' && (from === undefined || record.from.toLowerCase() === from.toLowerCase()),
  )
  const changed: PendingTransaction[] = []
  const states = new Map<string, TransactionState | null>()
  const stateOf = async (hash: string) => {
    if (!states.has(hash)) states.set(hash, await getTransaction(client, { hash, signal }))
    return states.get(hash) ?? null
  }
  const set = async (record: PendingTransaction, change: PendingStatusChange) => {
    const updated = await store.setStatus(record.hash, change)
    if (updated && updated.status !== record.status) changed.push(updated)
  }

  for (const record of waiting) {
    const final = onChain(await stateOf(record.hash))
    if (final) {
      await set(record, final)
      continue
    }
    if (states.get(record.hash) !== null) continue // known to the node, still pending
    const siblings = all.filter(
      (other) =>
        other.hash !== record.hash &&
        other.from.toLowerCase() === record.from.toLowerCase() &&
        other.nonce === record.nonce,
    )
    let replacedBy: PendingTransaction | undefined
    let siblingWaiting = false
    for (const sibling of siblings) {
      const state = await stateOf(sibling.hash)
      if (onChain(state)) replacedBy ??= sibling
      else if (state !== null) siblingWaiting = true
    }
    if (replacedBy) {
      await set(record, { status: 'replaced', replacedBy: replacedBy.hash })
      continue
    }
    // A replacement of ours waits in the node's pool in its place: it decides.
    if (siblingWaiting) continue
    const young = now() - record.submittedAt < PENDING_GRACE_MS
    const nonce = await getTransactionCount(client, { address: record.from, signal })
    if (nonce > record.nonce) {
      if (young) continue
      // Mined between the two reads?
      states.delete(record.hash)
      const again = onChain(await stateOf(record.hash))
      await set(record, again ?? { status: 'replaced', replacedBy: null })
      continue
    }
    if (record.raw === null) {
      if (!young) await set(record, { status: 'dropped' })
      continue
    }
    try {
      // The same signed bytes: never a second spend.
      await sendSignedTransaction({ client, signed: { raw: record.raw, hash: record.hash }, signal })
    } catch (error) {
      if (signal?.aborted) throw error
      if (isWalletError(error, 'TX_SEND_REJECTED')) await set(record, { status: 'dropped' })
    }
  }
  return changed
}
