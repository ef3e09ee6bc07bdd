import { type HistoryTransaction, isSameAddress } from '@ftm-wallet/sdk'
import type { TransactionRow } from './TransactionsTable.js'

/**
 * History rows for `account`: the counterparty is the other side; the amount is '+' when received, '-' when
 * sent, unsigned when zero (docs/behaviour/history.md#transactions-table). A transfer to oneself shows as sent.
 */
export function toTransactionRows(items: readonly HistoryTransaction[], account: string): TransactionRow[] {
  return items.map((tx) => {
    const sent = isSameAddress(tx.from, account)
    return {
      hash: tx.hash,
      counterparty: sent ? (tx.to ?? undefined) : tx.from,
      amount: sent ? -tx.value : tx.value,
      state: tx.status === 'failed' ? 'error' : tx.status,
      timestamp: tx.block?.timestamp ?? 0,
    }
  })
}
