import { describe, expect, it } from 'vitest'
import { syncOncePerRequest } from './requestSync.js'

/** A request's context as GraphQL Yoga makes it: a new object per request around the server's one indexer. */
function server() {
  let head = 0
  const caughtUpTo: number[] = []
  const indexer = {
    sync: async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      caughtUpTo.push(head)
    },
  }
  return {
    mine: () => {
      head++
    },
    request: () => ({ indexer }) as unknown,
    caughtUpTo,
  }
}

describe('syncOncePerRequest', () => {
  it('catches up once for all the fields of a request, and again for the next request', async () => {
    const devnet = server()
    const first = devnet.request()
    // The four series fields of the pair page's one request, resolved side by side.
    await Promise.all([1, 2, 3, 4].map(() => syncOncePerRequest(first)))
    expect(devnet.caughtUpTo).toEqual([0])
    devnet.mine()
    await syncOncePerRequest(devnet.request())
    // A block mined between two requests shows in the second.
    expect(devnet.caughtUpTo).toEqual([0, 1])
    await syncOncePerRequest(first)
    expect(devnet.caughtUpTo).toEqual([0, 1])
  })
})
