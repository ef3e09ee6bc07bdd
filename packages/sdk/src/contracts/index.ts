// Transaction builders (pure): each returns an UnsignedCall `{ to, value, data }` for the tx pipeline.
export {
  assertAddress,
  assertAmount,
  assertInteger,
  assertLockDuration,
  assertValidatorId,
} from './assertions.js'
export { ContractInputError, type ContractInputErrorCode } from './ContractInputError.js'
export { erc20Abi, erc20Interface } from './erc20/abi.js'
export {
  type BuildErc20ApproveTxParameters,
  buildErc20ApproveTx,
} from './erc20/buildErc20ApproveTx.js'
export {
  type BuildIncreaseAllowanceTxParameters,
  buildIncreaseAllowanceTx,
} from './erc20/buildIncreaseAllowanceTx.js'
export { type BuildTransferTxParameters, buildTransferTx } from './erc20/buildTransferTx.js'
export { fmintAbi, fmintInterface } from './fmint/abi.js'
export { type BuildMustDepositTxParameters, buildMustDepositTx } from './fmint/buildMustDepositTx.js'
export { type BuildMustMintMaxTxParameters, buildMustMintMaxTx } from './fmint/buildMustMintMaxTx.js'
export { type BuildMustMintTxParameters, buildMustMintTx } from './fmint/buildMustMintTx.js'
export { type BuildMustRepayMaxTxParameters, buildMustRepayMaxTx } from './fmint/buildMustRepayMaxTx.js'
export { type BuildMustRepayTxParameters, buildMustRepayTx } from './fmint/buildMustRepayTx.js'
export { type BuildMustWithdrawTxParameters, buildMustWithdrawTx } from './fmint/buildMustWithdrawTx.js'
export { fmintRewardsAbi, fmintRewardsInterface } from './fmintRewards/abi.js'
export {
  type BuildMustRewardClaimTxParameters,
  buildMustRewardClaimTx,
} from './fmintRewards/buildMustRewardClaimTx.js'
export {
  type BuildMustRewardPushTxParameters,
  buildMustRewardPushTx,
} from './fmintRewards/buildMustRewardPushTx.js'
export {
  decodeFunctionResult,
  decodeRevertReason,
  encodeFunctionArguments,
  type FunctionSignature,
  parseFunctionSignature,
} from './generic/functionSignature.js'
export { governanceAbi, governanceInterface } from './governance/abi.js'
export { type BuildCancelVoteTxParameters, buildCancelVoteTx } from './governance/buildCancelVoteTx.js'
export { type BuildVoteTxParameters, buildVoteTx } from './governance/buildVoteTx.js'
export { nameRegistryAbi, nameRegistryInterface } from './naming/abi.js'
export {
  decodeGetOwnerOfNameResult,
  decodeIsOwnedByMappingResult,
  encodeGetOwnerOfNameCall,
  encodeIsOwnedByMappingCall,
  type ReadCall,
} from './naming/nameRegistryCalls.js'
export {
  type BuildNativeTransferTxParameters,
  buildNativeTransferTx,
} from './native/buildNativeTransferTx.js'
export { pairAbi, pairInterface } from './pair/abi.js'
export { type BuildApproveTxParameters, buildApproveTx } from './pair/buildApproveTx.js'
export { routerAbi, routerInterface } from './router/abi.js'
export { type BuildAddLiquidityTxParameters, buildAddLiquidityTx } from './router/buildAddLiquidityTx.js'
export {
  type BuildRemoveLiquidityTxParameters,
  buildRemoveLiquidityTx,
} from './router/buildRemoveLiquidityTx.js'
export {
  type BuildSwapExactTokensForTokensTxParameters,
  buildSwapExactTokensForTokensTx,
} from './router/buildSwapExactTokensForTokensTx.js'
export {
  type BuildSwapTokensForExactTokensTxParameters,
  buildSwapTokensForExactTokensTx,
} from './router/buildSwapTokensForExactTokensTx.js'
export { sfcAbi, sfcInterface } from './sfc/abi.js'
export { type BuildClaimRewardsTxParameters, buildClaimRewardsTx } from './sfc/buildClaimRewardsTx.js'
export { type BuildDelegateTxParameters, buildDelegateTx } from './sfc/buildDelegateTx.js'
export { type BuildLockStakeTxParameters, buildLockStakeTx } from './sfc/buildLockStakeTx.js'
export { type BuildRelockStakeTxParameters, buildRelockStakeTx } from './sfc/buildRelockStakeTx.js'
export { type BuildRestakeRewardsTxParameters, buildRestakeRewardsTx } from './sfc/buildRestakeRewardsTx.js'
export { type BuildUndelegateTxParameters, buildUndelegateTx } from './sfc/buildUndelegateTx.js'
export { type BuildUnlockStakeTxParameters, buildUnlockStakeTx } from './sfc/buildUnlockStakeTx.js'
export { type BuildWithdrawTxParameters, buildWithdrawTx } from './sfc/buildWithdrawTx.js'
export { createWithdrawalRequestId } from './sfc/createWithdrawalRequestId.js'
export { stakeTokenizerAbi, stakeTokenizerInterface } from './stakeTokenizer/abi.js'
export { type BuildMintSftmTxParameters, buildMintSftmTx } from './stakeTokenizer/buildMintSftmTx.js'
export { type BuildRedeemSftmTxParameters, buildRedeemSftmTx } from './stakeTokenizer/buildRedeemSftmTx.js'
export type { IntegerLike, UnsignedCall, UnsignedCallOrDeployment, UnsignedDeployment } from './types.js'
export { wftmAbi, wftmInterface } from './wftm/abi.js'
export { type BuildUnwrapTxParameters, buildUnwrapTx } from './wftm/buildUnwrapTx.js'
export { type BuildWrapTxParameters, buildWrapTx } from './wftm/buildWrapTx.js'
