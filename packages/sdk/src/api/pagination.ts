import * as z from 'zod'
import { FETCH_ALL_MAX_PAGES } from '../constants/api.js'
import { ApiPageLimitError, ApiResponseError } from './errors.js'
import { cursor, hexBigInt } from './scalars.js'

/** `pageInfo` of every Fantom API connection. `hasNext` = more items on the older side. */
export interface PageInfo {
  readonly first: string | null
  readonly last: string | null
  readonly hasNext: boolean
  readonly hasPrevious: boolean
}

/** One page of a connection, newest first. */
export interface Page<T> {
  readonly items: readonly T[]
  /** Cursor of each item, same order as `items`. */
  readonly cursors: readonly string[]
  readonly totalCount: bigint
  readonly pageInfo: PageInfo
  /** Cursor that loads the next (older) page, or null when there is none. */
  readonly nextCursor: string | null
}

export const pageInfoSchema = /* @__PURE__ */ z.object({
  first: /* @__PURE__ */ cursor.nullable(),
  last: /* @__PURE__ */ cursor.nullable(),
  hasNext: /* @__PURE__ */ z.boolean(),
  hasPrevious: /* @__PURE__ */ z.boolean(),
})

/** Schema of a connection whose edges hold the item under `key` (`transaction`, `delegation`, …). */
export function connectionSchema<Key extends string, Item extends z.ZodType>(key: Key, item: Item) {
  return z
    .object({
      totalCount: hexBigInt,
      pageInfo: pageInfoSchema,
      edges: z.array(z.object({ cursor, [key]: item } as { cursor: typeof cursor } & Record<Key, Item>)),
    })
    .transform((connection): Page<z.output<Item>> => {
      const edges = connection.edges as unknown as { cursor: string; [k: string]: unknown }[]
      const cursors = edges.map((edge) => edge.cursor)
      const last = connection.pageInfo.last ?? cursors.at(-1) ?? null
      return {
        items: edges.map((edge) => edge[key] as z.output<Item>),
        cursors,
        totalCount: connection.totalCount,
        pageInfo: connection.pageInfo,
        nextCursor: connection.pageInfo.hasNext ? last : null,
      }
    })
}

export interface FetchAllPagesParameters<T> {
  /** Loads the page after `cursor` (null = first page). */
  fetchPage(cursor: string | null): Promise<Page<T>>
  /** Stop with ApiPageLimitError rather than load more pages than this (default FETCH_ALL_MAX_PAGES). */
  maxPages?: number
}

/** Follows `nextCursor` from the first page to the last; bounded by `maxPages`. */
export async function fetchAllPages<T>(parameters: FetchAllPagesParameters<T>): Promise<T[]> {
  const { fetchPage, maxPages = FETCH_ALL_MAX_PAGES } = parameters
  const items: T[] = []
  let next: string | null = null
  const seen = new Set<string>()
  for (let pages = 0; pages < maxPages; pages++) {
    const page: Page<T> = await fetchPage(next)
    items.push(...page.items)
    next = page.nextCursor
    if (next === null) return items
    if (seen.has(next)) throw new ApiResponseError('pageInfo.last', 'repeats the cursor of an earlier page')
    seen.add(next)
  }
  throw new ApiPageLimitError(maxPages)
}

/** "Load more": the page after `page`, or null when `page` was the last one. */
export async function fetchNextPage<T>(
  page: Page<T>,
  fetchPage: (cursor: string) => Promise<Page<T>>,
): Promise<Page<T> | null> {
  return page.nextCursor === null ? null : fetchPage(page.nextCursor)
}

/** Appends `next` to `previous` for infinite scroll (items in order, pageInfo of the newer page). */
export function appendPage<T>(previous: Page<T>, next: Page<T>): Page<T> {
  return {
    items: [...previous.items, ...next.items],
    cursors: [...previous.cursors, ...next.cursors],
    totalCount: next.totalCount,
    pageInfo: {
      ...next.pageInfo,
      first: previous.pageInfo.first,
      hasPrevious: previous.pageInfo.hasPrevious,
    },
    nextCursor: next.nextCursor,
  }
}
