import { MIN_UNDELEGATE } from '../constants/defi.js'
import { formatAmount } from '../format/formatAmount.js'
import { stakingMessages } from './messages.js'
import { StakingRuleError } from './StakingRuleError.js'

export interface ValidateUndelegateAmountParameters {
  /** Wei to undelegate; `undefined` when the input is not a number. */
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
 * 1 FTM ≤ amount ≤ amountDelegated, else 'You can undelegate min 1 FTM and max {n} FTM'
 * (docs/behaviour/staking.md#undelegating).
 */
export function validateUndelegateAmount({
  amount,
  amountDelegated,
  fractionDigits,
}: ValidateUndelegateAmountParameters): StakingRuleError | undefined {
  if (amount !== undefined && amount >= MIN_UNDELEGATE && amount <= amountDelegated) return undefined
  return new StakingRuleError(
    'UNDELEGATE_AMOUNT_OUT_OF_RANGE',
    stakingMessages.undelegateRange(
      formatAmount(amountDelegated, fractionDigits === undefined ? {} : { maxDecimals: fractionDigits }),
    ),
    { details: { min: MIN_UNDELEGATE, max: amountDelegated } },
  )
}
