import { LOCK_AMOUNT_CAP_THRESHOLD, MIN_LOCK } from '../constants/defi.js'
import { formatAmount } from '../format/formatAmount.js'
import { stakingMessages } from './messages.js'
import { StakingRuleError } from './StakingRuleError.js'

export interface LockAmountParameters {
  /** Wei to lock; `undefined` when the input is not a number. */
  amount: bigint | undefined
  /** The delegation's `amountDelegated` in wei. */
  amountDelegated: bigint
  /**
   * The user's decimal points for the amounts of the message (default 2, the app's default;
   * docs/behaviour/tokens-and-assets.md#number-formatting).
   */
  fractionDigits?: number | undefined
}

/**
 * 1 FTM ≤ amount ≤ amountDelegated, with the spec's three messages in its order (docs/behaviour/staking.md#locking).
 */
export function validateLockAmount({
  amount,
  amountDelegated,
  fractionDigits,
}: LockAmountParameters): StakingRuleError | undefined {
  if (amount !== undefined && amount >= MIN_LOCK && amount <= amountDelegated) return undefined
  if (amount !== undefined && amount > 0n && amount < MIN_LOCK) {
    return new StakingRuleError('LOCK_AMOUNT_TOO_LOW', stakingMessages.lockTooLow, {
      details: { min: MIN_LOCK },
    })
  }
  if (amount !== undefined && amount >= MIN_LOCK) {
    return new StakingRuleError(
      'LOCK_AMOUNT_TOO_HIGH',
      stakingMessages.lockMax(
        formatAmount(amountDelegated, fractionDigits === undefined ? {} : { maxDecimals: fractionDigits }),
      ),
      {
        details: { max: amountDelegated },
      },
    )
  }
  return new StakingRuleError('LOCK_INVALID_AMOUNT', stakingMessages.invalidAmount)
}

/**
 * Amount `lockStake` carries: above 99.95 % of the delegated amount it snaps to the exact delegated amount, so
 * rounding in the input never leaves dust unlocked (docs/behaviour/staking.md#locking).
 */
export function computeLockAmount({
  amount,
  amountDelegated,
}: {
  amount: bigint
  amountDelegated: bigint
}): bigint {
  const { numerator, denominator } = LOCK_AMOUNT_CAP_THRESHOLD
  return amount * denominator > amountDelegated * numerator ? amountDelegated : amount
}
