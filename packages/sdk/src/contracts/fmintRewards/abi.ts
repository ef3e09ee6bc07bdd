import { Interface } from 'ethers'

/** fMint reward distribution functions (original-wallet-facts.md §1.3, contracts-facts.md §3.5). */
export const fmintRewardsAbi = ['function mustRewardClaim()', 'function mustRewardPush()'] as const

export const fmintRewardsInterface = new Interface(fmintRewardsAbi)
