import { GraphQLError } from 'graphql'
import type { PairActionRecord } from '../../../indexer/plugins/uniswap/UniswapIndex.js'
import { normaliseCount } from '../staking/pageNewestFirst.js'

/**
 * Pages pair actions like the real API: the cursor is the action's decimal ordinal; a positive count walks
 * from the newest toward older actions (newest first), a negative one from the oldest toward newer actions
 * and, unlike the other lists, the page stays oldest first. `records` are oldest first.
 */
export function pageActions(
  records: readonly PairActionRecord[],
  cursor: string | null | undefined,
  count: number,
) {
  const n = normaliseCount(count, 15)
  let at: number | null = null
  if (cursor !== null && cursor !== undefined) {
    if (!/^\d+$/.test(cursor))
      throw new GraphQLError(`invalid cursor value; strconv.ParseUint: parsing "${cursor}"`)
    const ordinal = Number(cursor)
    at = records.findIndex((r) => r.ordinal === ordinal)
    if (at < 0) throw new GraphQLError(`unknown cursor ${cursor}`)
  }
  let page: PairActionRecord[]
  let hasNext: boolean
  let hasPrevious: boolean
  if (n > 0) {
    const end = at === null ? records.length : at
    const start = Math.max(0, end - n)
    page = records.slice(start, end).reverse()
    hasNext = start > 0
    hasPrevious = end < records.length
  } else {
    const start = at === null ? 0 : at + 1
    const end = Math.min(records.length, start - n)
    page = records.slice(start, end)
    hasNext = start > 0
    hasPrevious = end < records.length
  }
  const edges = page.map((r) => ({ cursor: String(r.ordinal), uniswapAction: r }))
  const empty = edges.length === 0
  return {
    totalCount: BigInt(records.length),
    pageInfo: {
      first: edges[0]?.cursor ?? null,
      last: edges[edges.length - 1]?.cursor ?? null,
      hasNext: !empty && hasNext,
      hasPrevious: !empty && hasPrevious,
    },
    edges,
  }
}
