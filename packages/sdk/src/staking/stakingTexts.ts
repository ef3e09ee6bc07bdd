// Labels and notices of the staking screens (docs/behaviour/staking.md#screens, docs/behaviour/staking.md#messages),
// exact texts.

export const stakingTexts = {
  entireBalance: 'Entire Balance -2 FTM',
  entireDelegation: 'Entire Delegation',
  selectValidator: 'Select a Validator',
  delegateTitle: 'Delegate FTM',
  /** The spec's note with the network's withdrawal period (formatWithdrawalPeriod: '7 days' on the devnet). */
  undelegateNote: (period: string) => `The withdrawal of your delegated tokens will take ${period}`,
  lockPreview: (date: string) => `Delegation will be locked until ${date}`,
  lockSuccess: 'Delegation Lock Successful',
  lockOk: 'Ok, lock',
  advancedFunctions: 'Advanced Functions',
  claimUnconditioned: 'Claim Rewards (Unconditioned)',
  claimBeforeUndelegate: 'You need to claim all pending rewards before undelegating.',
  /** While sFTM minted against the delegation is outstanding the SFC refuses to undelegate (docs/behaviour/sftm.md#messages). */
  undelegateRepaySftmFirst: "Can't undelegate, repay sFTM first please",
  /** … and to withdraw an undelegated amount (docs/behaviour/sftm.md#messages). */
  withdrawRepaySftmFirst: "Can't withdraw, repay sFTM first please",
  fluidStakingWarning:
    "To participate in Fluid Staking, please claim your outstanding rewards. Even if your pending rewards balance shows 0, go ahead and claim anyway and you'll receive the correct amount.",
  unknownValidator: 'Unknown',
  offline: 'Offline',
  flagged: 'Flagged',
} as const
