import type { PairActionRow } from '@ftm-wallet/sdk'
import { formatBlockTime } from '../../ui/formatBlockTime.js'
import { InfiniteTable } from '../../ui/InfiniteTable.js'
import '../swap/swapTables.css'

export interface PairActionsTableProps {
  rows: readonly PairActionRow[]
  transactionUrl: (hash: string) => string | undefined
  hasNext: boolean
  loadingNext: boolean
  onLoadNext: () => void
}

const COLUMNS = ['Action', 'Token amount', 'Token amount', 'Time'] as const

/** Action (explorer link), the two token amounts and Time; more rows load as the end comes near. */
export function PairActionsTable({ rows, transactionUrl, ...paging }: PairActionsTableProps) {
  return (
    <InfiniteTable
      caption="Pair transactions"
      columns={COLUMNS}
      rowCount={rows.length}
      emptyText="No transactions yet."
      emptyClassName="pair-state muted"
      className="table stack-table"
      {...paging}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td data-label="Action">
            <a href={transactionUrl(row.transactionHash)} target="_blank" rel="noopener noreferrer">
              {row.action}
            </a>
          </td>
          <td data-label="Token amount">{row.amounts[0]}</td>
          <td data-label="Token amount">{row.amounts[1]}</td>
          <td data-label="Time">{formatBlockTime(row.time)}</td>
        </tr>
      ))}
    </InfiniteTable>
  )
}
