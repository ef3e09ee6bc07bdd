import type { ReactNode } from 'react'
import { InfiniteScrollSentinel } from './InfiniteScrollSentinel.js'

export interface InfiniteTableProps {
  /** Read by screen readers only. */
  caption: string
  /** Header labels, in column order. */
  columns: readonly string[]
  /** Rows to show; when 0, `emptyText` replaces the table. */
  rowCount: number
  emptyText: string
  emptyClassName?: string
  /** Classes of the `<table>`; 'table' by default. */
  className?: string
  hasNext: boolean
  loadingNext: boolean
  onLoadNext: () => void
  /** The `<tr>` rows of the body. */
  children?: ReactNode
}

/**
 * A table whose next page loads as its end comes near (docs/behaviour/history.md#paging), with a 'Load more' button
 * for keyboards and browsers without IntersectionObserver.
 */
export function InfiniteTable({
  caption,
  columns,
  rowCount,
  emptyText,
  emptyClassName = 'muted',
  className = 'table',
  hasNext,
  loadingNext,
  onLoadNext,
  children,
}: InfiniteTableProps) {
  if (rowCount === 0) return <p className={emptyClassName}>{emptyText}</p>
  return (
    <div className="stack">
      <div className="table-wrap">
        <table className={className}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two columns may share a label ('Token amount')
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
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
