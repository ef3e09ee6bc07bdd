import { formatFtmAmount } from './formatFtmAmount.js'
import { stakingMessages } from './messages.js'
import { StakingRuleError } from './StakingRuleError.js'

export interface ValidateRestakeParameters {
  pendingRewards: bigint
  /** The validator's `delegatedLimit` in wei (what it can still accept). */
  delegatedLimit: bigint
  validatorName?: string | undefined
  validatorId: bigint | number
}

/**
 * Claim & restake is blocked when the rewards exceed the validator's delegation limit:
 * 'Staking limit reached. You can restake max {n} FTM on validator {name}, {id}' (limit cut to 2 decimals).
 */
export function validateRestake(parameters: ValidateRestakeParameters): StakingRuleError | undefined {
  const { pendingRewards, delegatedLimit, validatorName, validatorId } = parameters
  if (delegatedLimit >= pendingRewards) return undefined
  const message = stakingMessages.restakeLimit(
    formatFtmAmount(delegatedLimit, 2),
    validatorName || 'Unknown',
    String(validatorId),
  )
  return new StakingRuleError('RESTAKE_LIMIT_REACHED', message, { details: { max: delegatedLimit } })
}
