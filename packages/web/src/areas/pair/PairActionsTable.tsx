import { InfiniteScrollSentinel } from '../../screens/history/InfiniteScrollSentinel.js'
import type { PairActionRow } from './toActionRows.js'
import '../swap/swapTables.css'

export interface PairActionsTableProps {
  rows: readonly PairActionRow[]
  transactionUrl: (hash: string) => string
  hasNext: boolean
  loadingNext: boolean
  onLoadNext: () => void
}

const formatTime = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** Action (explorer link), the two token amounts and Time; more rows load as the end comes near. */
export function PairActionsTable({
  rows,
  transactionUrl,
  hasNext,
  loadingNext,
  onLoadNext,
}: PairActionsTableProps) {
  if (rows.length === 0) return <p className="pair-state muted">No transactions yet.</p>
  return (
    <div className="stack">
      <div className="table-wrap">
        <table className="table stack-table">
          <caption className="visually-hidden">Pair transactions</caption>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Token amount</th>
              <th scope="col">Token amount</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td data-label="Action">
                  <a href={transactionUrl(row.transactionHash)} target="_blank" rel="noopener noreferrer">
                    {row.action}
                  </a>
                </td>
                <td data-label="Token amount">{row.amounts[0]}</td>
                <td data-label="Token amount">{row.amounts[1]}</td>
                <td data-label="Time">{formatTime(row.time)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasNext && (
        <>
          <InfiniteScrollSentinel onReach={onLoadNext} disabled={loadingNext} />
          <div className="row">
            <button type="button" className="btn btn-secondary" onClick={onLoadNext} disabled={loadingNext}>
              {loadingNext ? 'Loading…' : 'Load more'}
            </button>
          </div>
        </>
      )}
    </div>
  )
}
