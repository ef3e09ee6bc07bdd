// Texts of the fMint screens (docs/behaviour/fmint.md#screens), exact; the messages (docs/behaviour/fmint.md#steps)
// are in messages.ts.

export const fmintTexts = {
  lockIntro: 'Lock collateral to increase the collateral ratio and mint synths.',
  unlockIntro: 'Unlock collateral after you repaid minted synths.',
  mintIntro: 'Mint synths with your locked collateral.',
  repayIntro: 'Repay synths to unlock your collateral.',
  claimRewards: 'You’re claiming estimated and stashed rewards.',
  pushRewards: 'You’re pushing rewards to distribution.',
} as const

/** Overview table headers (docs/behaviour/fmint.md#screens). */
export const FMINT_OVERVIEW_COLUMNS = [
  'Wallet',
  'Asset',
  'Amount',
  'C-Ratio',
  'Est. Pending / Stashed Rewards',
  'Actions',
] as const
export const FMINT_COLLATERAL_COLUMNS = ['Asset', 'Amount', 'Amount (fUSD)', 'Actions'] as const
export const FMINT_SYNTHS_COLUMNS = ['Asset', 'Amount', 'Amount (fUSD)', 'Actions'] as const
export const FMINT_ASSET_COLUMNS = [
  'Asset',
  'Available',
  'Deposited',
  'Borrowed',
  'Supply',
  'Actions',
] as const
