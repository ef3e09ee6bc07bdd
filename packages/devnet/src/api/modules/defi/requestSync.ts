import type { ApiContext } from '../../module.js'

// The resolvers' context is a new object per request (GraphQL Yoga copies the server's into it), so it marks one
// request: its fields share one catch-up with the chain head.
const caughtUp = new WeakMap<object, Promise<void>>()

/**
 * Catches the index up with the chain head once per request (devnet README "Reads per block"): every field of one
 * request — the four series of the pair page's one request, a pair list's pairs — reads the head as it was when the
 * request's first field asked, as one answer of the real API comes from one state of its database. A field asking
 * while an earlier field's catch-up is still on its way no longer queues a second one after it (`Indexer.sync`
 * does, for callers that may have sent a transaction in between); a new request catches up again.
 */
export function syncOncePerRequest(ctx: unknown): Promise<void> {
  const request = ctx as ApiContext
  let done = caughtUp.get(request)
  if (!done) {
    done = request.indexer.sync()
    caughtUp.set(request, done)
  }
  return done
}
