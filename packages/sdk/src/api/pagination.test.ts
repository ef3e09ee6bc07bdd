import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { createEndpointRotation } from './createEndpointRotation.js'
import { ApiPageLimitError, ApiResponseError } from './errors.js'
import { appendPage, fetchAllPages, fetchNextPage, type Page } from './pagination.js'
import { parseResponse } from './parseResponse.js'
import { address, bytes32, hexBigInt, hexBytes, hexNumber } from './scalars.js'

const page = (items: number[], next: string | null): Page<number> => ({
  items,
  cursors: items.map(String),
  totalCount: 10n,
  pageInfo: {
    first: String(items[0]),
    last: String(items.at(-1)),
    hasNext: next !== null,
    hasPrevious: false,
  },
  nextCursor: next,
})

describe('pagination helpers', () => {
  it('fetchAllPages follows nextCursor to the end', async () => {
    const pages: Record<string, Page<number>> = {
      start: page([1, 2], 'a'),
      a: page([3, 4], 'b'),
      b: page([5], null),
    }
    const asked: (string | null)[] = []
    const all = await fetchAllPages({
      fetchPage: async (cursor) => {
        asked.push(cursor)
        return pages[cursor ?? 'start'] as Page<number>
      },
    })
    expect(all).toEqual([1, 2, 3, 4, 5])
    expect(asked).toEqual([null, 'a', 'b'])
  })

  it('fetchAllPages is bounded and refuses a repeated cursor', async () => {
    let n = 0
    await expect(
      fetchAllPages({ fetchPage: async () => page([1], `c${n++}`), maxPages: 3 }),
    ).rejects.toBeInstanceOf(ApiPageLimitError)
    await expect(fetchAllPages({ fetchPage: async () => page([1], 'same') })).rejects.toBeInstanceOf(
      ApiResponseError,
    )
  })

  it('fetchNextPage loads more by cursor; appendPage joins for infinite scroll', async () => {
    const first = page([1, 2], 'x')
    const second = await fetchNextPage(first, async (cursor) => page([cursor === 'x' ? 3 : 0], null))
    expect(second?.items).toEqual([3])
    expect(await fetchNextPage(second as Page<number>, async () => page([9], null))).toBeNull()
    const joined = appendPage(first, second as Page<number>)
    expect(joined.items).toEqual([1, 2, 3])
    expect(joined.nextCursor).toBeNull()
    expect(joined.pageInfo.first).toBe('1')
  })
})

describe('wire scalars', () => {
  it('hex quantities become bigint or number; a JSON number is refused', () => {
    expect(hexBigInt.parse('0xde0b6b3a7640000')).toBe(10n ** 18n)
    expect(hexBigInt.parse('0x0')).toBe(0n)
    expect(hexNumber.parse('0x6457a1c0')).toBe(0x6457a1c0)
    expect(hexBigInt.safeParse(1).success).toBe(false)
    expect(hexBigInt.safeParse('26').success).toBe(false)
    expect(hexNumber.safeParse('0x20000000000000').success).toBe(false) // 2^53
  })

  it('addresses are checksummed, hashes and bytes lowercased', () => {
    expect(address.parse('0xfc00face00000000000000000000000000000000')).toBe(
      '0xFC00FACE00000000000000000000000000000000',
    )
    expect(address.safeParse('0xfc00face').success).toBe(false)
    expect(bytes32.parse(`0x${'AB'.repeat(32)}`)).toBe(`0x${'ab'.repeat(32)}`)
    expect(hexBytes.parse('0x')).toBe('0x')
    expect(hexBytes.safeParse('0x123').success).toBe(false)
  })

  it('parseResponse names the first bad field and lists all of them', () => {
    const schema = z.object({ a: z.array(z.object({ b: hexBigInt, c: hexBigInt })) })
    try {
      parseResponse(schema, {
        a: [
          { b: '0x1', c: 2 },
          { b: null, c: '0x1' },
        ],
      })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ApiResponseError)
      expect((error as ApiResponseError).path).toBe('a[0].c')
      expect((error as ApiResponseError).details?.issues).toHaveLength(2)
    }
  })
})

describe('createEndpointRotation', () => {
  it('starts fixed or random, then tries the others in a shuffled order', () => {
    expect(createEndpointRotation(3, 2).round()[0]).toBe(2)
    expect(createEndpointRotation(4, 'random', () => 0.75).current()).toBe(3)
    const rotation = createEndpointRotation(4, 0)
    const round = rotation.round()
    expect([...round].sort()).toEqual([0, 1, 2, 3])
    expect(round[0]).toBe(0)
    rotation.markAnswered(2)
    expect(rotation.round()[0]).toBe(2)
  })

  it('falls back to the first endpoint for an out-of-range fixed index', () => {
    expect(createEndpointRotation(2, 5).current()).toBe(0)
  })
})
