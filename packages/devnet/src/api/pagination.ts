// Cursor paging as the real API does it (docs/chain-and-api.md#pagination), over a list sorted OLDEST first.
// Modules with their own lists (delegations, withdraw requests, actions…) can reuse these helpers.

/** The largest page the real API serves; `count: 0` also means this many. */
export const MAX_PAGE_SIZE = 250

/** Where a cursor sits in an oldest-first list: items before `olderEnd` are older, from `newerStart` newer. */
export interface CursorPosition {
  olderEnd: number
  newerStart: number
}

/** Slice [start, end) of the oldest-first list plus the page flags. */
export interface PageWindow {
  start: number
  end: number
  hasNext: boolean
  hasPrevious: boolean
}

/** Applies the API's count rules: 0 → 250, |count| capped at 250, sign kept. */
export function normalizeCount(count: number): number {
  if (count === 0) return MAX_PAGE_SIZE
  return Math.sign(count) * Math.min(Math.abs(count), MAX_PAGE_SIZE)
}

/**
 * Computes the page for `count` items from `cursor` in a list of `total` items sorted oldest first.
 * count > 0 walks toward older items (from the newest when there is no cursor); count < 0 toward newer ones
 * (from the oldest). Either way the caller returns the slice NEWEST first.
 */
export function computePageWindow(
  total: number,
  cursor: CursorPosition | undefined,
  count: number,
): PageWindow {
  const n = Math.abs(normalizeCount(count))
  if (count >= 0) {
    const end = cursor ? cursor.olderEnd : total
    const start = Math.max(0, end - n)
    return { start, end, hasNext: start > 0, hasPrevious: cursor !== undefined }
  }
  const start = cursor ? cursor.newerStart : 0
  const end = Math.min(total, start + n)
  return { start, end, hasNext: cursor !== undefined, hasPrevious: end < total }
}

/** A connection in the API's shape; the edge's item sits under `edgeField` (transaction, delegation…). */
export interface Connection {
  edges: Array<Record<string, unknown> & { cursor: string }>
  totalCount: number | bigint
  pageInfo: { first: string | null; last: string | null; hasNext: boolean; hasPrevious: boolean }
}

/** Builds `{edges, totalCount, pageInfo}` from an oldest-first list and a window; edges come newest first. */
export function buildConnection<T>(
  list: readonly T[],
  window: PageWindow,
  options: {
    edgeField: string
    cursorOf: (item: T) => string
    toNode?: (item: T) => unknown
    totalCount?: number | bigint
  },
): Connection {
  const items = list.slice(window.start, window.end).reverse()
  const toNode = options.toNode ?? ((item: T) => item)
  const edges = items.map((item) => ({ cursor: options.cursorOf(item), [options.edgeField]: toNode(item) }))
  const first = edges[0]?.cursor ?? null
  const last = edges.at(-1)?.cursor ?? null
  const empty = edges.length === 0
  return {
    edges,
    totalCount: options.totalCount ?? list.length,
    pageInfo: {
      first,
      last,
      hasNext: empty ? false : window.hasNext,
      hasPrevious: empty ? false : window.hasPrevious,
    },
  }
}

/** Index of the first element for which `isAfter` is true in a list where it is monotone (binary search). */
export function lowerBound<T>(list: readonly T[], isAtOrAfter: (item: T) => boolean): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (isAtOrAfter(list[mid] as T)) hi = mid
    else lo = mid + 1
  }
  return lo
}
