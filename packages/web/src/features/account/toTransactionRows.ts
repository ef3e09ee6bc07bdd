import { type HistoryTransaction, isSameAddress } from '@ftm-wallet/sdk'
import type { TransactionRow } from './TransactionsTable.js'
import type { TransactionDescriptions } from './useTransactionDescriptions.js'

/** What a row with data says while the decoder loads (or if it cannot load). */
export const CONTRACT_CALL = 'Contract call'

/**
 * History rows for `account`: the counterparty is the other side, named as the user named it (contact, account) or
 * as the wallet knows it (a contract, a token); the amount is '+' when received, '-' when sent, unsigned when zero;
 * the action says what the transaction did and a transfer's memo is shown (docs/behaviour/history.md). A transfer to
 * oneself shows as sent.
 */
export function toTransactionRows(
  items: readonly HistoryTransaction[],
  account: string,
  descriptions?: TransactionDescriptions,
): TransactionRow[] {
  return items.map((tx) => {
    const sent = isSameAddress(tx.from, account)
    const counterparty = sent ? (tx.to ?? undefined) : tx.from
    const plain = !tx.to || tx.inputData === '0x'
    const described = plain
      ? { action: tx.to ? 'Transfer' : 'Contract creation' }
      : (descriptions?.describe?.(tx) ?? { action: CONTRACT_CALL })
    return {
      hash: tx.hash,
      counterparty,
      counterpartyName: counterparty && nameOf(counterparty, descriptions),
      action: described.action,
      memo: 'memo' in described ? described.memo : undefined,
      amount: sent ? -tx.value : tx.value,
      state: tx.status === 'failed' ? 'error' : tx.status,
      timestamp: tx.block?.timestamp ?? 0,
    }
  })
}

function nameOf(address: string, descriptions: TransactionDescriptions | undefined): string | undefined {
  if (!descriptions) return undefined
  const key = address.toLowerCase()
  const { labels, names } = descriptions
  return names[key] ?? labels.contracts?.[key] ?? labels.tokens?.[key]?.symbol
}
