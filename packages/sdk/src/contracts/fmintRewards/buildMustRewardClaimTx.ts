import { assertAddress } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { fmintRewardsInterface } from './abi.js'

export interface BuildMustRewardClaimTxParameters {
  /** Reward distribution address (`defiConfiguration.fMintRewardDistribution`). */
  rewardDistribution: string
}

/** `mustRewardClaim()`: pays the caller's earned and stashed fMint rewards. */
export function buildMustRewardClaimTx(parameters: BuildMustRewardClaimTxParameters): UnsignedCall {
  const rewardDistribution = assertAddress(parameters.rewardDistribution, 'rewardDistribution')
  return encodeCall(fmintRewardsInterface, rewardDistribution, 'mustRewardClaim', [])
}
