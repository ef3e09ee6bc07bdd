import { SECONDS_PER_DAY, VALIDATOR_MAX_LOCK_DAYS } from '../constants/defi.js'
import { stakingMessages } from './messages.js'
import { StakingRuleError } from './StakingRuleError.js'

export interface ComputeLockDaysBoundsParameters {
  /** Current time in unix seconds (the latest block's timestamp is best). */
  now: number
  /** SFC `minLockupDuration` in seconds (14 days on mainnet). */
  minLockupDuration: number
  /** The validator's `lockedUntil` (unix seconds); ignored for the validator's own account. */
  validatorLockedUntil: number
  /** The delegation's `lockedUntil` (unix seconds, 0 when never locked). */
  delegationLockedUntil: number
  /** True when the account is the validator itself (its own self-stake). */
  isValidatorAccount: boolean
  /** 'lock' a new lock, or 'extend' a running one (then `currentLockDuration` is required). */
  mode?: 'lock' | 'extend'
  /** The delegation's `lockDuration` in seconds (extend mode). */
  currentLockDuration?: number
}

export interface LockDaysBounds {
  /** `round(minLockupDuration / 1 day)`, as shown in the "lock time is less than" message. */
  readonly configuredMinDays: number
  readonly minDays: number
  readonly maxDays: number
  /** Whether any lock is possible; when not, `reason` says why. */
  readonly canLock: boolean
  readonly reason: StakingRuleError | undefined
  /** The validator's lock end used for the maximum (now + 365 days for the validator's own account). */
  readonly validatorLockedUntil: number
}

/**
 * Bounds of the lock-days input (docs/behaviour/staking.md#locking): the minimum is the larger of the
 * configured minimum and the days left on the current lock plus one (extend: the current duration plus one day;
 * no extra day for the validator itself); the maximum is the whole days until the validator's lock ends.
 */
export function computeLockDaysBounds(parameters: ComputeLockDaysBoundsParameters): LockDaysBounds {
  const { now, minLockupDuration, delegationLockedUntil, isValidatorAccount } = parameters
  const validatorLockedUntil = isValidatorAccount
    ? now + VALIDATOR_MAX_LOCK_DAYS * SECONDS_PER_DAY
    : parameters.validatorLockedUntil
  const configuredMinDays = Math.round(minLockupDuration / SECONDS_PER_DAY)
  const margin = isValidatorAccount ? 0 : 1
  const currentDays =
    parameters.mode === 'extend'
      ? Math.floor((parameters.currentLockDuration ?? 0) / SECONDS_PER_DAY) + margin
      : Math.floor((delegationLockedUntil - now) / SECONDS_PER_DAY) + 1
  const minDays = Math.max(configuredMinDays, currentDays)
  const maxDays = Math.floor((validatorLockedUntil - now) / SECONDS_PER_DAY)
  const validatorLocks = validatorLockedUntil - now > minLockupDuration
  const canLock = validatorLocks && minDays < maxDays
  // The original tested "min ≥ max" first, which blamed a validator lock shorter than the minimum on the
  // delegation ('maximum days'); the validator's lock is checked first here.
  let reason: StakingRuleError | undefined
  if (!validatorLocks) {
    reason = new StakingRuleError('LOCK_NOT_POSSIBLE', stakingMessages.lockNotPossible(configuredMinDays))
  } else if (!canLock) {
    reason = new StakingRuleError('LOCK_MAX_DAYS_REACHED', stakingMessages.lockMaxDaysReached)
  }
  return { configuredMinDays, minDays, maxDays, canLock, reason, validatorLockedUntil }
}

/** Clamps typed days into the bounds; a value that changes was out of range (the field shows invalid). */
export function clampLockDays(days: number, bounds: Pick<LockDaysBounds, 'minDays' | 'maxDays'>): number {
  const whole = Number.isFinite(days) ? Math.trunc(days) : bounds.minDays
  return Math.min(Math.max(whole, bounds.minDays), bounds.maxDays)
}
