import { assertAddress } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { fmintRewardsInterface } from './abi.js'

export interface BuildMustRewardPushTxParameters {
  /** Reward distribution address (`defiConfiguration.fMintRewardDistribution`). */
  rewardDistribution: string
}

/** `mustRewardPush()`: unlocks new rewards for distribution (anyone may call it). */
export function buildMustRewardPushTx(parameters: BuildMustRewardPushTxParameters): UnsignedCall {
  const rewardDistribution = assertAddress(parameters.rewardDistribution, 'rewardDistribution')
  return encodeCall(fmintRewardsInterface, rewardDistribution, 'mustRewardPush', [])
}
