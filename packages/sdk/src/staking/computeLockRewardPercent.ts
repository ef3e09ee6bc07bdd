import { MAX_LOCKUP_DURATION_SECONDS } from '../constants/contracts.js'

/** The SFC's unlockedRewardRatio (30 %): what an unlocked delegation earns of the validator's full reward rate. */
export const UNLOCKED_REWARD_PERCENT = 30

export interface ComputeLockRewardPercentParameters {
  /** Lock duration in seconds. */
  duration: number
  /** The SFC's maxLockupDuration in seconds (365 days). */
  maxDuration?: number
}

/**
 * What a delegation locked for `duration` earns, in percent of the validator's full reward rate
 * (docs/behaviour/staking.md#locking): 30 % plus the other 70 % in proportion to the lock's share of the longest lock
 * — 100 % for 365 days. Unlocked (0 s): 30 %. Rounded down to a whole percent.
 *
 * @example computeLockRewardPercent({ duration: 182.5 * 86_400 }) // 65
 */
export function computeLockRewardPercent(parameters: ComputeLockRewardPercentParameters): number {
  const { duration, maxDuration = MAX_LOCKUP_DURATION_SECONDS } = parameters
  if (!Number.isFinite(duration) || duration <= 0 || maxDuration <= 0) return UNLOCKED_REWARD_PERCENT
  const share = Math.min(duration, maxDuration) / maxDuration
  return Math.floor(UNLOCKED_REWARD_PERCENT + (100 - UNLOCKED_REWARD_PERCENT) * share + 1e-9)
}
