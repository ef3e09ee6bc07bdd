import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** Stable codes of {@link GovernanceRuleError}. */
export type GovernanceRuleErrorCode =
  | 'VOTE_NO_DELEGATIONS'
  | 'VOTE_NOT_STARTED'
  | 'VOTE_RESOLVED'
  | 'VOTE_CHOICE_MISSING'
  | 'VOTE_CHOICE_INVALID'

/** A vote cannot be cast; `message` is the spec's text where it has one (docs/behaviour/governance.md#voting). */
export class GovernanceRuleError extends WalletError<GovernanceRuleErrorCode> {
  override readonly name = 'GovernanceRuleError'

  constructor(code: GovernanceRuleErrorCode, message: string, options: WalletErrorOptions = {}) {
    super(code, message, options)
  }
}
