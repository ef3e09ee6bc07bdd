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

/** An amount of a token scaled from its decimals to 36, so amounts of tokens with other decimals compare as tokens. */
export const wholeTokens = (amount: bigint, decimals: number): bigint =>
  amount * 10n ** BigInt(Math.max(0, 36 - decimals))

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

/** The most rows a page may be asked to hold through the URL. */
export const MAX_PAGE_SIZE = 100

/**
 * A paged table's place from its page's URL (docs/behaviour/app-shell.md#tables): `page` (1-based, clamped later
 * against the page count) and `pageSize` (1 to {@link MAX_PAGE_SIZE}); anything else gives the defaults.
 */
export function readPageQuery(
  search: URLSearchParams,
  defaultSize: number,
): { page: number; pageSize: number } {
  const whole = (name: string) => {
    const raw = search.get(name)
    if (raw === null || !/^\d+$/.test(raw.trim())) return undefined
    return Number(raw.trim())
  }
  const page = whole('page')
  const size = whole('pageSize')
  return {
    page: page !== undefined && page >= 1 ? page : 1,
    pageSize: size !== undefined && size >= 1 && size <= MAX_PAGE_SIZE ? size : defaultSize,
  }
}
