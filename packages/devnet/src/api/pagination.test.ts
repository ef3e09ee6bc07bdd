import { describe, expect, it } from 'vitest'
import { buildConnection, computePageWindow, normalizeCount } from './pagination.js'

const list = ['a', 'b', 'c', 'd', 'e'] // oldest first
const at = (i: number) => ({ olderEnd: i, newerStart: i + 1 })
const page = (cursor: number | undefined, count: number) => {
  const window = computePageWindow(list.length, cursor === undefined ? undefined : at(cursor), count)
  const connection = buildConnection(list, window, { edgeField: 'item', cursorOf: (x) => x })
  return { cursors: connection.edges.map((e) => e.cursor), ...connection.pageInfo }
}

describe('cursor pages', () => {
  it('starts at the newest item and walks older with a positive count', () => {
    expect(page(undefined, 2)).toEqual({
      cursors: ['e', 'd'],
      first: 'e',
      last: 'd',
      hasNext: true,
      hasPrevious: false,
    })
    expect(page(3, 2)).toEqual({
      cursors: ['c', 'b'],
      first: 'c',
      last: 'b',
      hasNext: true,
      hasPrevious: true,
    })
    expect(page(1, 2)).toEqual({ cursors: ['a'], first: 'a', last: 'a', hasNext: false, hasPrevious: true })
  })

  it('starts at the oldest item and walks newer with a negative count, still newest first', () => {
    expect(page(undefined, -2)).toEqual({
      cursors: ['b', 'a'],
      first: 'b',
      last: 'a',
      hasNext: false,
      hasPrevious: true,
    })
    expect(page(1, -2)).toEqual({
      cursors: ['d', 'c'],
      first: 'd',
      last: 'c',
      hasNext: true,
      hasPrevious: true,
    })
    expect(page(3, -5)).toEqual({ cursors: ['e'], first: 'e', last: 'e', hasNext: true, hasPrevious: false })
  })

  it('gives null cursors and false flags on an empty page', () => {
    expect(page(0, 3)).toEqual({ cursors: [], first: null, last: null, hasNext: false, hasPrevious: false })
  })

  it('treats 0 as 250 and caps the page size at 250', () => {
    expect(normalizeCount(0)).toBe(250)
    expect(normalizeCount(1000)).toBe(250)
    expect(normalizeCount(-1000)).toBe(-250)
    expect(normalizeCount(7)).toBe(7)
  })
})
