import { Interface } from 'ethers'

/** fMint reward distribution functions (docs/chain-and-api.md#fmint-contracts). */
export const fmintRewardsAbi = ['function mustRewardClaim()', 'function mustRewardPush()'] as const

export const fmintRewardsInterface = /* @__PURE__ */ new Interface(fmintRewardsAbi)
