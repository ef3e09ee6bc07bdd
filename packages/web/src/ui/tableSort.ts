import { useCallback, useState } from 'react'

export type SortDir = 'asc' | 'desc'

export interface TableSort {
  /** The column key the rows are ordered by. */
  sortBy: string
  sortDir: SortDir
}

/** Where a table's order is kept: one localStorage entry per table code (docs/behaviour/app-shell.md#tables). */
export const tableSortStorageKey = (code: string) => `ftm-wallet:table-sort:${code}`

function readStored(code: string, keys: readonly string[]): TableSort | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(tableSortStorageKey(code))
    if (!raw) return undefined
    const value = JSON.parse(raw) as Partial<TableSort>
    // A stored order naming a column the table no longer has (or a corrupt entry) is ignored.
    if (typeof value.sortBy !== 'string' || !keys.includes(value.sortBy)) return undefined
    if (value.sortDir !== 'asc' && value.sortDir !== 'desc') return undefined
    return { sortBy: value.sortBy, sortDir: value.sortDir }
  } catch {
    return undefined
  }
}

/**
 * The order of a table with the code `code`: the stored one, else `initial`. Choosing a column sorts by it ascending;
 * choosing it again flips the direction. Each choice is stored.
 */
export function useTableSort(
  code: string,
  keys: readonly string[],
  initial: TableSort,
): { sort: TableSort; toggle: (key: string) => void } {
  const [sort, setSort] = useState<TableSort>(() => readStored(code, keys) ?? initial)
  const toggle = useCallback(
    (key: string) => {
      setSort((current) => {
        const next: TableSort =
          current.sortBy === key
            ? { sortBy: key, sortDir: current.sortDir === 'asc' ? 'desc' : 'asc' }
            : { sortBy: key, sortDir: 'asc' }
        try {
          globalThis.localStorage?.setItem(tableSortStorageKey(code), JSON.stringify(next))
        } catch {
          // Storage full or blocked: the order still applies for this visit.
        }
        return next
      })
    },
    [code],
  )
  return { sort, toggle }
}

export type SortValue = bigint | number | string

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, undefined, { numeric: true })
  if (typeof a === 'string' || typeof b === 'string') return String(a).localeCompare(String(b))
  return a < b ? -1 : a > b ? 1 : 0
}

/** The rows in the order `sort` asks for; `values` gives each sortable column's value of a row. Stable. */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: TableSort,
  values: Record<string, (row: Row) => SortValue>,
): Row[] {
  const value = values[sort.sortBy]
  if (!value) return [...rows]
  const sign = sort.sortDir === 'asc' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => sign * compare(value(x.row), value(y.row)) || x.index - y.index)
    .map(({ row }) => row)
}

/** Keeps a page number between 1 and the page count (docs/behaviour/app-shell.md#tables). */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, pageCount)
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), last)
}
