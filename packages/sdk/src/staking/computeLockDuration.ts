import { MAX_LOCK_REDUCTION_SECONDS, SECONDS_PER_DAY } from '../constants/defi.js'
import { TESTNET_14_DAY_LOCK_SECONDS } from '../constants/staking.js'
import type { LockDaysBounds } from './computeLockDaysBounds.js'

export interface ComputeLockDurationParameters {
  /** Days chosen, already within the bounds. */
  days: number
  bounds: Pick<LockDaysBounds, 'maxDays' | 'validatorLockedUntil'>
  /** Current time in unix seconds (the same one the bounds were computed with). */
  now: number
  isValidatorAccount: boolean
  /** On testnet a 14-day lock becomes 605 s, so that it can be tried out quickly. */
  isTestnet?: boolean
  /** Extend mode: the running lock's duration; the result is never shorter. */
  currentLockDuration?: number
}

/**
 * Seconds to send as `lockupDuration` (docs/behaviour/staking.md#locking): days × 86400, except that choosing the
 * maximum sends "until the validator's lock ends − 7300 s" for a delegator (the validator itself gets whole days).
 */
export function computeLockDuration(parameters: ComputeLockDurationParameters): number {
  const { days, bounds, now, isValidatorAccount, currentLockDuration = 0 } = parameters
  let duration = days * SECONDS_PER_DAY
  if (days === bounds.maxDays && !isValidatorAccount) {
    duration = bounds.validatorLockedUntil - now - MAX_LOCK_REDUCTION_SECONDS
  }
  if (parameters.isTestnet && days === 14) duration = TESTNET_14_DAY_LOCK_SECONDS
  return Math.max(duration, currentLockDuration)
}
