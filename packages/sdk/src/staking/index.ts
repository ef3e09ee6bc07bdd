// Staking rules (pure): amounts, lock days, undelegation steps, permissions, with the spec's messages.
export {
  type ComputeLockDaysBoundsParameters,
  clampLockDays,
  computeLockDaysBounds,
  type LockDaysBounds,
} from './computeLockDaysBounds.js'
export { type ComputeLockDurationParameters, computeLockDuration } from './computeLockDuration.js'
export {
  type ComputeLockRewardPercentParameters,
  computeLockRewardPercent,
  UNLOCKED_REWARD_PERCENT,
} from './computeLockRewardPercent.js'
export {
  type ComputeStakeableBalanceParameters,
  computeEntireBalanceStakeAmount,
  computeStakeableBalance,
} from './computeStakeableBalance.js'
export {
  type ComputeUndelegateAmountParameters,
  computeUndelegateAmount,
  type FormatUnstakeLockWarningParameters,
  formatUnstakeLockWarning,
  type UndelegateAmount,
} from './computeUndelegateAmount.js'
export {
  type ComputeUndelegatePlanParameters,
  computeUndelegatePlan,
  type UndelegatePlan,
} from './computeUndelegatePlan.js'
export { computeUnlockDateTone } from './computeUnlockDateTone.js'
export {
  type DescribeWithdrawRequestParameters,
  describeWithdrawRequest,
  type WithdrawRequestDescription,
} from './describeWithdrawRequest.js'
export { formatFtmAmount } from './formatFtmAmount.js'
export { formatTimeLeft, formatWithdrawalPeriod } from './formatTimeLeft.js'
export { stakingMessages } from './messages.js'
export {
  canClaimRewards,
  canExtendLock,
  canIncreaseDelegation,
  canLockDelegation,
  canMintSftm,
  canRepaySftm,
  canUndelegate,
  type DelegationState,
  isLockRunning,
  needsSftmAllowance,
} from './permissions.js'
export { StakingRuleError, type StakingRuleErrorCode } from './StakingRuleError.js'
export { stakingTexts } from './stakingTexts.js'
export { computeLockAmount, type LockAmountParameters, validateLockAmount } from './validateLockAmount.js'
export { type ValidateRestakeParameters, validateRestake } from './validateRestake.js'
export {
  type ValidateStakeAmountParameters,
  validateStakeAmount,
  validateStakeValidator,
} from './validateStakeAmount.js'
export {
  type ValidateUndelegateAmountParameters,
  validateUndelegateAmount,
} from './validateUndelegateAmount.js'
export { filterValidators, isValidatorSelectable, type ValidatorState } from './validators.js'
export {
  type CanWithdrawParameters,
  canWithdraw,
  computeWithdrawAvailableAt,
  type WithdrawRequestState,
} from './withdrawRequests.js'
