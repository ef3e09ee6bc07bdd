import { formatShortAddress } from '@ftm-wallet/sdk'
import { FtmAmount } from '../../ui/display.js'
import { formatBlockTime } from '../../ui/formatBlockTime.js'
import { InfiniteTable } from '../../ui/InfiniteTable.js'
import { withShownSymbols } from '../../ui/tokenSymbol.js'

export type TransactionState = 'success' | 'error' | 'pending'

export interface TransactionRow {
  hash: string
  /** The other side of the transfer; undefined for a contract creation. */
  counterparty: string | undefined
  /** The counterparty's name: the user's contact or account, or the contract or token the wallet knows. */
  counterpartyName?: string | undefined
  /** What the transaction did: 'Transfer', 'Contract creation' or the decoded call ('Vote on proposal 2 …'). */
  action: string
  /** The text a transfer carried. */
  memo?: string | undefined
  /** Wei: positive when received, negative when sent, 0 for no value. */
  amount: bigint
  state: TransactionState
  /** Block time in seconds. */
  timestamp: number
}

export interface TransactionsTableProps {
  rows: readonly TransactionRow[]
  explorer: {
    transaction: (hash: string) => string | undefined
    address: (address: string) => string | undefined
  }
  hasNext: boolean
  loadingNext: boolean
  onLoadNext: () => void
  /** Offers 'Save as contact' on a counterparty that is no contact or account yet (docs/behaviour/contacts.md#saving-a-recipient). */
  saveContact?: { isKnown: (address: string) => boolean; open: (address: string) => void } | undefined
}

const STATE_LABEL: Record<TransactionState, string> = {
  success: 'Success',
  error: 'Error',
  pending: 'Pending',
}

const COLUMNS = ['Status', 'Time', 'Transaction', 'Address', 'Amount'] as const

/**
 * Status, Time (explorer link), Transaction (what it did, with a transfer's memo), Address (the counterparty's name
 * or short address, explorer link), Amount with '+' received, '-' sent (docs/behaviour/history.md#transactions-table).
 */
export function TransactionsTable({ rows, explorer, saveContact, ...paging }: TransactionsTableProps) {
  return (
    <InfiniteTable
      caption="Transactions"
      columns={COLUMNS}
      rowCount={rows.length}
      emptyText="No transactions yet."
      {...paging}
    >
      {rows.map((tx) => (
        <tr key={tx.hash}>
          <td>
            <span className={`badge tx-${tx.state}`}>{STATE_LABEL[tx.state]}</span>
          </td>
          <td>
            <a href={explorer.transaction(tx.hash)} target="_blank" rel="noopener noreferrer">
              {formatBlockTime(tx.timestamp)}
            </a>
          </td>
          <td className="tx-action">
            {/* In the confirmation's words, fUSD spelled as everywhere (docs/behaviour/tokens-and-assets.md#symbols). */}
            {withShownSymbols(tx.action)}
            {tx.memo !== undefined && <span className="tx-memo muted">Memo: {tx.memo}</span>}
          </td>
          <td>
            {tx.counterparty && saveContact && !saveContact.isKnown(tx.counterparty) && (
              <button
                type="button"
                className="link-button tx-save-contact"
                aria-label={`Save ${tx.counterparty} as contact`}
                onClick={() => tx.counterparty && saveContact.open(tx.counterparty)}
              >
                Save
              </button>
            )}
            {tx.counterparty ? (
              <a
                className={tx.counterpartyName ? undefined : 'mono'}
                href={explorer.address(tx.counterparty)}
                target="_blank"
                rel="noopener noreferrer"
                title={tx.counterparty}
              >
                {tx.counterpartyName ?? formatShortAddress(tx.counterparty)}
              </a>
            ) : (
              '–'
            )}
          </td>
          <td className={tx.amount > 0n ? 'amount-positive' : tx.amount < 0n ? 'amount-negative' : undefined}>
            <FtmAmount wei={tx.amount} sign />
          </td>
        </tr>
      ))}
    </InfiniteTable>
  )
}
