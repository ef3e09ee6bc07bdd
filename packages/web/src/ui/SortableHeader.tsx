import type { TableSort } from './tableSort.js'

export interface SortableHeaderProps {
  label: string
  /** The column's key; without one the header is plain. */
  sortKey?: string | undefined
  sort: TableSort
  onSort: (key: string) => void
}

/**
 * A column header that orders its table when pressed (docs/behaviour/app-shell.md#tables); `aria-sort` tells the
 * current order, and the stylesheet draws it as ▲ or ▼ after the label.
 */
export function SortableHeader({ label, sortKey, sort, onSort }: SortableHeaderProps) {
  if (!sortKey) return <th scope="col">{label}</th>
  const active = sort.sortBy === sortKey
  return (
    <th scope="col" aria-sort={active ? (sort.sortDir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="sort-button" onClick={() => onSort(sortKey)}>
        {label}
      </button>
    </th>
  )
}
