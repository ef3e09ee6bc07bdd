// Staking messages (docs/behaviour/staking.md#messages), exact texts. Amounts are FTM decimal strings (see
// formatFtmAmount).

export const stakingMessages = {
  noBalanceLeft: 'You have no balance left',
  stakeTooLow: "You can't stake amount less than 1 FTM",
  stakeMax: (max: string) => `You can stake max ${max} FTM`,
  invalidAmount: 'Invalid amount',
  stakeLimit: (limit: string, validatorName: string) =>
    `Staking limit reached. You can stake max ${limit} FTM on validator ${validatorName}`,
  selectValidator: 'Please select a validator',
  undelegateRange: (max: string) => `You can undelegate min 1 FTM and max ${max} FTM`,
  slashingApplied: (amount: string) => `${amount} FTM slashing applied`,
  stillLocked: (toUnlock: string, amount: string) => `${toUnlock} FTM of ${amount} FTM are still locked.`,
  lockPenalty: (penalty: string) =>
    `You will lose ${penalty} FTM by undelegating before the lock expiration.`,
  lockTooLow: "You can't lock amount less than 1 FTM",
  lockMax: (max: string) => `You can lock max ${max} FTM`,
  lockMaxDaysReached: 'You have reached maximum days to lock delegation.',
  lockNotPossible: (minDays: number) =>
    `Validator doesn't lock delegations or lock time is less than ${minDays} days.`,
  restakeLimit: (limit: string, validatorName: string, validatorId: string) =>
    `Staking limit reached. You can restake max ${limit} FTM on validator ${validatorName}, ${validatorId}`,
} as const
