import { SWAP_DEADLINE_SECONDS } from '../constants/defi.js'

/**
 * Deadline of a router call: the latest block's timestamp + 1200 s. Chain time, not `Date.now()`, because a
 * chain whose clock was moved (the devnet) would otherwise see an expired deadline.
 */
export function computeDeadline({ latestBlockTimestamp }: { latestBlockTimestamp: bigint | number }): bigint {
  return BigInt(latestBlockTimestamp) + BigInt(SWAP_DEADLINE_SECONDS)
}
