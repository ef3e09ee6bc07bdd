import { Interface } from 'ethers'

/** SFC v3 functions the wallet calls (docs/chain-and-api.md#sfc). */
export const sfcAbi = [
  'function delegate(uint256 toValidatorID) payable',
  'function undelegate(uint256 toValidatorID, uint256 wrID, uint256 amount)',
  'function withdraw(uint256 toValidatorID, uint256 wrID)',
  'function claimRewards(uint256 toValidatorID)',
  'function restakeRewards(uint256 toValidatorID)',
  'function lockStake(uint256 toValidatorID, uint256 lockupDuration, uint256 amount)',
  'function relockStake(uint256 toValidatorID, uint256 lockupDuration, uint256 amount)',
  'function unlockStake(uint256 toValidatorID, uint256 amount) returns (uint256)',
] as const

export const sfcInterface = /* @__PURE__ */ new Interface(sfcAbi)
