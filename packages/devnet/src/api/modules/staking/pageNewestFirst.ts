import { GraphQLError } from 'graphql'

/** The largest page the real API serves; `count: 0` means this many too. */
export const MAX_PAGE = 250

/** One page of a list, with the real API's page info (docs/chain-and-api.md#pagination). */
export interface Page<T> {
  items: Array<{ cursor: string; item: T }>
  totalCount: bigint
  pageInfo: { first: string | null; last: string | null; hasNext: boolean; hasPrevious: boolean }
}

/** Normalises a requested count: 0 → 250, |count| capped at 250, sign kept. */
export function normaliseCount(count: number | null | undefined, fallback: number): number {
  const n = count ?? fallback
  if (n === 0) return MAX_PAGE
  return Math.sign(n) * Math.min(Math.abs(n), MAX_PAGE)
}

/**
 * Pages a newest-first list the way the real API pages delegations, epochs, claims and transactions:
 * a positive count walks toward older items (after the cursor), a negative one toward newer items
 * (before the cursor); edges always come newest first. An unknown cursor is an error.
 */
export function pageNewestFirst<T>(
  items: readonly T[],
  cursorOf: (item: T) => string,
  cursor: string | null | undefined,
  count: number,
): Page<T> {
  let at: number | null = null
  if (cursor !== null && cursor !== undefined) {
    at = items.findIndex((item) => cursorOf(item) === cursor)
    if (at < 0) throw new GraphQLError(`unknown cursor ${cursor}`)
  }
  const size = Math.abs(count)
  let start: number
  let end: number
  if (count > 0) {
    start = at === null ? 0 : at + 1
    end = Math.min(items.length, start + size)
  } else {
    end = at === null ? items.length : at
    start = Math.max(0, end - size)
  }
  const page = items.slice(start, end).map((item) => ({ cursor: cursorOf(item), item }))
  const empty = page.length === 0
  return {
    items: page,
    totalCount: BigInt(items.length),
    pageInfo: {
      first: page[0]?.cursor ?? null,
      last: page[page.length - 1]?.cursor ?? null,
      hasNext: !empty && (count > 0 ? end < items.length : at !== null),
      hasPrevious: !empty && (count > 0 ? at !== null : start > 0),
    },
  }
}
