import { MIN_STAKE } from '../constants/defi.js'
import { formatAmount } from '../format/formatAmount.js'
import { computeStakeableBalance } from './computeStakeableBalance.js'
import { stakingMessages } from './messages.js'
import { StakingRuleError } from './StakingRuleError.js'

export interface ValidateStakeAmountParameters {
  /** Wei the user entered; `undefined` when the input is not a number. */
  amount: bigint | undefined
  /** Wallet balance in wei. */
  balance: bigint
  gasPrice: bigint
  /** The chosen validator; its `delegatedLimit` (wei) caps the stake when set. */
  validator?: { delegatedLimit?: bigint | undefined; name?: string | undefined } | undefined
  /**
   * The user's decimal points for the amounts of the message (default 2, the app's default;
   * docs/behaviour/tokens-and-assets.md#number-formatting).
   */
  fractionDigits?: number | undefined
}

/**
 * Checks a stake (delegate or increase) amount in the spec's order (docs/behaviour/staking.md#delegating): 1 FTM up
 * to the balance left after gas, then the validator's delegation limit. Returns the error to show, or `undefined`
 * when valid.
 */
// Limits in messages use the display rules (docs/behaviour/tokens-and-assets.md#number-formatting): cut to the user's decimal points (default 2)
// with '…', never the raw 18 decimals ('You can stake max 1,487.49… FTM').
export function validateStakeAmount(parameters: ValidateStakeAmountParameters): StakingRuleError | undefined {
  const { amount, validator, fractionDigits } = parameters
  const shown = (value: bigint) =>
    formatAmount(value, fractionDigits === undefined ? {} : { maxDecimals: fractionDigits })
  const max = computeStakeableBalance(parameters)
  if (amount !== undefined && amount >= MIN_STAKE && amount <= max) {
    const limit = validator?.delegatedLimit
    if (limit !== undefined && amount > limit) {
      const name = validator?.name || 'Unknown'
      return new StakingRuleError('STAKE_LIMIT_REACHED', stakingMessages.stakeLimit(shown(limit), name), {
        details: { max: limit },
      })
    }
    return undefined
  }
  if (max < 0n) return new StakingRuleError('STAKE_NO_BALANCE_LEFT', stakingMessages.noBalanceLeft)
  if (amount !== undefined && amount > 0n && amount < MIN_STAKE) {
    return new StakingRuleError('STAKE_AMOUNT_TOO_LOW', stakingMessages.stakeTooLow, {
      details: { min: MIN_STAKE },
    })
  }
  if (amount !== undefined && amount >= MIN_STAKE) {
    return new StakingRuleError('STAKE_AMOUNT_TOO_HIGH', stakingMessages.stakeMax(shown(max)), {
      details: { max },
    })
  }
  return new StakingRuleError('STAKE_INVALID_AMOUNT', stakingMessages.invalidAmount)
}

/** 'Please select a validator' when no validator is chosen. */
export function validateStakeValidator(validatorId: unknown): StakingRuleError | undefined {
  if (validatorId === undefined || validatorId === null || validatorId === '') {
    return new StakingRuleError('STAKE_VALIDATOR_REQUIRED', stakingMessages.selectValidator)
  }
  return undefined
}
