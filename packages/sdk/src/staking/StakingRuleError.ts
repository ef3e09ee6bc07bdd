import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** Stable codes of {@link StakingRuleError}; each has the spec's message (see `stakingMessages`). */
export type StakingRuleErrorCode =
  | 'STAKE_NO_BALANCE_LEFT'
  | 'STAKE_AMOUNT_TOO_LOW'
  | 'STAKE_AMOUNT_TOO_HIGH'
  | 'STAKE_INVALID_AMOUNT'
  | 'STAKE_LIMIT_REACHED'
  | 'STAKE_VALIDATOR_REQUIRED'
  | 'UNDELEGATE_AMOUNT_OUT_OF_RANGE'
  | 'LOCK_INVALID_AMOUNT'
  | 'LOCK_AMOUNT_TOO_LOW'
  | 'LOCK_AMOUNT_TOO_HIGH'
  | 'LOCK_MAX_DAYS_REACHED'
  | 'LOCK_NOT_POSSIBLE'
  | 'RESTAKE_LIMIT_REACHED'

/** A staking rule refused the input; `message` is the text to show (docs/behaviour/staking.md#messages). */
export class StakingRuleError extends WalletError<StakingRuleErrorCode> {
  override readonly name = 'StakingRuleError'

  constructor(code: StakingRuleErrorCode, message: string, options: WalletErrorOptions = {}) {
    super(code, message, options)
  }
}
