import { describe, expect, it } from 'vitest'
import type { PairActionRecord } from '../../../indexer/plugins/uniswap/UniswapIndex.js'
import { pageActions } from './actionsPage.js'

const records = [1, 2, 3, 4, 5].map((n) => ({ ordinal: n * 100 }) as PairActionRecord)
const cursors = (page: ReturnType<typeof pageActions>) => page.edges.map((e) => e.cursor)

describe('pageActions', () => {
  it('walks newest first with a positive count, after the cursor', () => {
    const first = pageActions(records, null, 2)
    expect(cursors(first)).toEqual(['500', '400'])
    expect(first.pageInfo).toEqual({ first: '500', last: '400', hasNext: true, hasPrevious: false })
    expect(first.totalCount).toBe(5n)
    const next = pageActions(records, first.pageInfo.last, 2)
    expect(cursors(next)).toEqual(['300', '200'])
    expect(next.pageInfo.hasPrevious).toBe(true)
    expect(cursors(pageActions(records, '200', 2))).toEqual(['100'])
  })

  it('walks oldest first with a negative count and keeps that order', () => {
    expect(cursors(pageActions(records, null, -2))).toEqual(['100', '200'])
    expect(cursors(pageActions(records, '200', -2))).toEqual(['300', '400'])
  })

  it('refuses a cursor that is not a decimal ordinal', () => {
    expect(() => pageActions(records, '0xabc', 2)).toThrow(/invalid cursor value/)
  })
})
