import { Interface } from 'ethers'

/** The SFC v3 views the staking module reads (signatures: docs/chain-and-api.md#sfc). */
export const sfcInterface = new Interface([
  'function currentSealedEpoch() view returns (uint256)',
  'function currentEpoch() view returns (uint256)',
  'function lastValidatorID() view returns (uint256)',
  'function getValidator(uint256) view returns (uint256 status, uint256 deactivatedTime, uint256 deactivatedEpoch, uint256 receivedStake, uint256 createdEpoch, uint256 createdTime, address auth)',
  'function getValidatorID(address) view returns (uint256)',
  'function getStake(address, uint256) view returns (uint256)',
  'function getLockupInfo(address, uint256) view returns (uint256 lockedStake, uint256 fromEpoch, uint256 endTime, uint256 duration)',
  'function getLockedStake(address, uint256) view returns (uint256)',
  'function getUnlockedStake(address, uint256) view returns (uint256)',
  'function pendingRewards(address, uint256) view returns (uint256)',
  'function getEpochSnapshot(uint256) view returns (uint256 endTime, uint256 epochFee, uint256 totalBaseRewardWeight, uint256 totalTxRewardWeight, uint256 baseRewardPerSecond, uint256 totalStake, uint256 totalSupply)',
  'function getEpochValidatorIDs(uint256) view returns (uint256[])',
  'function getEpochOfflineTime(uint256, uint256) view returns (uint256)',
  'function getEpochOfflineBlocks(uint256, uint256) view returns (uint256)',
  'function unlockStake(uint256 toValidatorID, uint256 amount) returns (uint256)',
  'function constsAddress() view returns (address)',
  'function stakeTokenizerAddress() view returns (address)',
  'function minSelfStake() view returns (uint256)',
  'function maxDelegatedRatio() view returns (uint256)',
  'function minLockupDuration() view returns (uint256)',
  'function maxLockupDuration() view returns (uint256)',
  'function withdrawalPeriodEpochs() view returns (uint256)',
  'function withdrawalPeriodTime() view returns (uint256)',
])

/** The stake tokenizer views (docs/chain-and-api.md#stake-tokenizer). */
export const tokenizerInterface = new Interface([
  'function outstandingSFTM(address, uint256) view returns (uint256)',
  'function allowedToWithdrawStake(address, uint256) view returns (bool)',
])
