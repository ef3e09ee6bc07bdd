// Which staking actions a delegation allows (docs/behaviour/staking.md#screens and the rule of each action's
// section). Each predicate takes the delegation's fields as bigint wei / booleans / unix seconds, named as the API's
// `Delegation` (src/api/staking/getDelegation.ts) names them, so one can be passed as it is.

import { SECONDS_PER_DAY } from '../constants/defi.js'

export interface DelegationState {
  amountDelegated: bigint
  amountInWithdraw: bigint
  unlockedAmount: bigint
  pendingRewards: bigint
  isDelegationLocked: boolean
  isFluidStakingActive: boolean
  outstandingSFTM: bigint
  tokenizerAllowedToWithdraw: boolean
  /** Unix seconds, 0 when not locked. */
  lockedUntil: number
  /** Seconds, 0 when not locked. */
  lockDuration: number
}

/**
 * Claim (and claim & restake) are offered: with fluid staking when rewards and the delegated amount are
 * non-zero; without it when there is no delegation or its delegated amount is non-zero.
 */
export function canClaimRewards(
  delegation:
    | Pick<DelegationState, 'isFluidStakingActive' | 'pendingRewards' | 'amountDelegated'>
    | undefined,
): boolean {
  if (delegation === undefined) return true
  if (delegation.isFluidStakingActive)
    return delegation.pendingRewards !== 0n && delegation.amountDelegated !== 0n
  return delegation.amountDelegated !== 0n
}

/**
 * Undelegate is offered while something is still staked. On the API `amountDelegated` is the active stake and
 * `amountInWithdraw` the sum of pending withdrawal requests — disjoint amounts, so the original wallet's
 * "delegated ≠ in withdrawal" test was a coincidence (docs/chain-and-api.md#real-api-behaviours).
 */
export function canUndelegate(
  delegation: Pick<DelegationState, 'amountDelegated' | 'amountInWithdraw'>,
): boolean {
  return delegation.amountDelegated > 0n
}

/** Everything once delegated is in withdrawal: no active stake left, some requests pending (real amounts). */
function isAllInWithdrawal(
  delegation: Pick<DelegationState, 'amountDelegated' | 'amountInWithdraw'>,
): boolean {
  return delegation.amountDelegated === 0n && delegation.amountInWithdraw > 0n
}

/**
 * The delegation's lock is still running at chain time `now`. The API keeps `isDelegationLocked` true for 300 s
 * after the lock's end and its lock fields until the SFC clears them (docs/chain-and-api.md#real-api-behaviours,
 * R3), so the end time decides.
 */
export function isLockRunning(
  delegation: Pick<DelegationState, 'isDelegationLocked' | 'lockedUntil'>,
  now: number,
): boolean {
  return delegation.isDelegationLocked && delegation.lockedUntil > now
}

/** Lock is offered when part of the delegation is unlocked and no lock is running at chain time `now`. */
export function canLockDelegation(
  delegation: Pick<DelegationState, 'unlockedAmount' | 'isDelegationLocked' | 'lockedUntil'>,
  now: number,
): boolean {
  return delegation.unlockedAmount !== 0n && !isLockRunning(delegation, now)
}

/**
 * Extend lock is offered when a lock is running and either the caller is the validator or the validator's
 * own lock reaches more than a day beyond the current lock duration.
 */
export function canExtendLock(parameters: {
  delegation: Pick<DelegationState, 'isDelegationLocked' | 'lockedUntil' | 'lockDuration'>
  validatorLockedUntil: number
  isValidatorAccount: boolean
  now: number
}): boolean {
  const { delegation, validatorLockedUntil, isValidatorAccount, now } = parameters
  if (!isLockRunning(delegation, now) || delegation.lockDuration === 0) return false
  return isValidatorAccount || validatorLockedUntil > now + delegation.lockDuration + SECONDS_PER_DAY
}

/**
 * Increase delegation is offered: with fluid staking when there are no pending rewards and not everything is in
 * withdrawal; without fluid staking when everything delegated is in withdrawal.
 */
export function canIncreaseDelegation(
  delegation: Pick<
    DelegationState,
    'isFluidStakingActive' | 'pendingRewards' | 'amountDelegated' | 'amountInWithdraw'
  >,
): boolean {
  const allInWithdrawal = isAllInWithdrawal(delegation)
  if (delegation.isFluidStakingActive) return delegation.pendingRewards === 0n && !allInWithdrawal
  return allInWithdrawal
}

/**
 * Mint sFTM is offered when the feature is on (off by default), the delegation is locked, the tokenizer allows
 * it, and not everything is in withdrawal.
 */
export function canMintSftm(parameters: {
  delegation: Pick<
    DelegationState,
    'isDelegationLocked' | 'tokenizerAllowedToWithdraw' | 'amountDelegated' | 'amountInWithdraw'
  >
  mintSftmEnabled: boolean
}): boolean {
  const { delegation, mintSftmEnabled } = parameters
  return (
    mintSftmEnabled &&
    delegation.isDelegationLocked &&
    delegation.tokenizerAllowedToWithdraw &&
    delegation.amountDelegated !== delegation.amountInWithdraw
  )
}

/** Repay sFTM is offered when sFTM is outstanding and the wallet holds at least that much sFTM. */
export function canRepaySftm(parameters: { outstandingSFTM: bigint; sftmBalance: bigint }): boolean {
  return parameters.outstandingSFTM !== 0n && parameters.outstandingSFTM <= parameters.sftmBalance
}

/** Repay sFTM skips its "Allow" step when the tokenizer's allowance already covers the outstanding amount. */
export function needsSftmAllowance(parameters: { outstandingSFTM: bigint; allowance: bigint }): boolean {
  return parameters.allowance < parameters.outstandingSFTM
}
