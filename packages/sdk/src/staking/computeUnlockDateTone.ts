/**
 * Style of the delegation detail's Unlock Date: 'warning' while the delegation is locked, 'success' when not
 * (docs/behaviour/staking.md#screens). A lock whose end has passed counts as unlocked.
 */
export function computeUnlockDateTone(parameters: {
  isDelegationLocked: boolean
  /** Unix seconds, 0 when not locked. */
  lockedUntil: number
  /** Current unix seconds. */
  now: number
}): 'warning' | 'success' {
  const { isDelegationLocked, lockedUntil, now } = parameters
  return isDelegationLocked && lockedUntil > now ? 'warning' : 'success'
}
