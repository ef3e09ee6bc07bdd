// Data-layer constants of our own design (not in the specs). Spec numbers (backoff 350 ms → 6 s,
// offline delay, poll intervals, page sizes) live in timing.ts and limits.ts.

/** A request to one endpoint is aborted after this long, so a hanging endpoint cannot stall the wallet. */
export const API_ATTEMPT_TIMEOUT = 15_000
/**
 * A query still unanswered after this long is also sent to the next endpoint (a hedged request); the first
 * answer wins and the others are aborted. Mutations are never hedged.
 */
export const API_HEDGE_DELAY = 1000
/** Exponential factor of the failover backoff. */
export const API_RETRY_FACTOR = 2
/** At most this many accounts go into one aliased balance query. */
export const API_MAX_BATCH_ACCOUNTS = 50
/** "Fetch all" helpers stop with an error rather than follow more pages than this. */
export const FETCH_ALL_MAX_PAGES = 100
