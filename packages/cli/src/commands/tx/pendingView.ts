import {
  checkPendingTransactions,
  formatUnits,
  type PendingTransaction,
  type PendingTransactionStore,
} from '@ftm-wallet/sdk'
import type { Session } from '../../connections/open.js'

/** A record as `--json` prints it: quantities as decimal strings, the signed bytes left out (they are long). */
export function pendingJson(record: PendingTransaction, session: Pick<Session, 'network'>) {
  return {
    hash: record.hash,
    status: record.status,
    summary: record.summary,
    kind: record.kind,
    replaces: record.replaces,
    replacedBy: record.replacedBy,
    from: record.from,
    to: record.to,
    value: record.value.toString(),
    nonce: record.nonce.toString(),
    gasPrice: record.gasPrice.toString(),
    gasLimit: record.gasLimit.toString(),
    chainId: record.chainId,
    submittedAt: new Date(record.submittedAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
    explorer: session.network.explorerUrl(record.hash),
  }
}

export const gwei = (wei: bigint) => `${formatUnits(wei, 9)} gwei`

/**
 * Brings the store's pending records of the session's network up to date with the chain (one pass of the tracker,
 * docs/behaviour/pending-transactions.md#tracking) before they are shown.
 */
export async function refreshPending(store: PendingTransactionStore, session: Session): Promise<void> {
  await checkPendingTransactions({ client: session.client, store, chainId: session.network.preset.chainId })
}
