import { formatAmount } from '../format/formatAmount.js'
import { minBigInt } from '../tokens/bigintMath.js'
import { stakingMessages } from './messages.js'

export interface ComputeUndelegateAmountParameters {
  /** Wei the user asked to undelegate. */
  requested: bigint
  /** The delegation's current `unlockedAmount` (re-read after an unlock step). */
  unlockedAmount: bigint
  /** The user's decimal points for the warning's amount (default 2; docs/behaviour/tokens-and-assets.md#number-formatting). */
  fractionDigits?: number | undefined
}

export interface UndelegateAmount {
  /** Amount to put into `undelegate`: the request capped at the unlocked amount. */
  readonly amount: bigint
  /** How much the cap took away (the unlock penalty), 0n when none. */
  readonly slashed: bigint
  /** '{n} FTM slashing applied' when something was taken away. */
  readonly warning: string | undefined
}

/**
 * The amount `undelegate` can carry: `undelegate` needs unlocked stake, and an early unlock burns a penalty, so the
 * request is capped at the unlocked amount and the difference is reported (docs/behaviour/staking.md#undelegating,
 * unstake warnings).
 */
export function computeUndelegateAmount({
  requested,
  unlockedAmount,
  fractionDigits,
}: ComputeUndelegateAmountParameters): UndelegateAmount {
  const amount = minBigInt(requested, unlockedAmount)
  const slashed = requested - amount
  const shown = formatAmount(slashed, fractionDigits === undefined ? {} : { maxDecimals: fractionDigits })
  const warning = slashed > 0n ? stakingMessages.slashingApplied(shown) : undefined
  return { amount, slashed, warning }
}

export interface FormatUnstakeLockWarningParameters {
  /** Locked wei that must be unlocked (`UndelegatePlan.unlockAmount`). */
  unlockAmount: bigint
  /** Wei the user asked to undelegate. */
  amount: bigint
  /** The API's `unlockPenalty(unlockAmount)` in wei, when known. */
  penalty?: bigint | undefined
  /**
   * The user's decimal points for the amounts of the message (default 2, the app's default;
   * docs/behaviour/tokens-and-assets.md#number-formatting).
   */
  fractionDigits?: number | undefined
}

/**
 * The orange warning of the undelegate form: '{x} FTM of {y} FTM are still locked.' followed by 'You will lose
 * {p} FTM by undelegating before the lock expiration.' when the penalty is above 0. `undefined` when nothing is locked.
 */
export function formatUnstakeLockWarning({
  unlockAmount,
  amount,
  penalty,
  fractionDigits,
}: FormatUnstakeLockWarningParameters): string | undefined {
  if (unlockAmount <= 0n) return undefined
  // Amounts with the display rules (docs/behaviour/tokens-and-assets.md#number-formatting), never 18 decimals.
  const shown = (value: bigint) =>
    formatAmount(value, fractionDigits === undefined ? {} : { maxDecimals: fractionDigits })
  const locked = stakingMessages.stillLocked(shown(unlockAmount), shown(amount))
  if (penalty === undefined || penalty <= 0n) return locked
  return `${locked} ${stakingMessages.lockPenalty(shown(penalty))}`
}
