import { minBigInt } from '../tokens/bigintMath.js'

export interface ComputeUndelegatePlanParameters {
  /** Wei the user asked to undelegate (already validated). */
  amount: bigint
  amountDelegated: bigint
  /** The delegation's `unlockedAmount` in wei. */
  unlockedAmount: bigint
  isDelegationLocked: boolean
}

export interface UndelegatePlan {
  /** Amount to undelegate, capped at the delegated amount. */
  readonly amount: bigint
  /** Locked wei to unlock first (`unlockStake`), 0n when no unlock step is needed. */
  readonly unlockAmount: bigint
  /** Transactions in order. */
  readonly steps: readonly ('unlock' | 'undelegate')[]
  /** Steps shown to the user: 3 (Undelegate, Confirm, Finished) or 4 (Unlock, Confirm, Undelegate, Finished). */
  readonly stepCount: 3 | 4
}

/**
 * Splits an undelegation into its transactions (docs/behaviour/staking.md#undelegating): when the delegation is
 * locked and the amount exceeds the unlocked part, the excess (amount − unlockedAmount, capped at amountDelegated) is
 * unlocked first.
 */
export function computeUndelegatePlan(parameters: ComputeUndelegatePlanParameters): UndelegatePlan {
  const { amountDelegated, unlockedAmount, isDelegationLocked } = parameters
  const amount = minBigInt(parameters.amount, amountDelegated)
  const excess = isDelegationLocked && amount > unlockedAmount ? amount - unlockedAmount : 0n
  const unlockAmount = minBigInt(excess, amountDelegated)
  if (unlockAmount > 0n) return { amount, unlockAmount, steps: ['unlock', 'undelegate'], stepCount: 4 }
  return { amount, unlockAmount: 0n, steps: ['undelegate'], stepCount: 3 }
}
