// One machine per flow (docs/behaviour/transactions.md#flows-and-step-counts), each made by the same engine from its
// flow definition.
import { createFlowMachine } from './engine/createFlowMachine.js'
import { bridgeSendFlow } from './flows/bridge.js'
import {
  fmintClaimRewardsFlow,
  fmintLockFlow,
  fmintMintFlow,
  fmintPushRewardsFlow,
  fmintRepayFlow,
  fmintUnlockFlow,
} from './flows/fmint.js'
import { cancelVoteFlow, voteFlow } from './flows/governance.js'
import { addLiquidityFlow, removeLiquidityFlow } from './flows/liquidity.js'
import {
  claimAndRestakeFlow,
  claimRewardsFlow,
  delegateFlow,
  extendLockFlow,
  lockDelegationFlow,
  mintSftmFlow,
  repaySftmFlow,
  undelegateFlow,
  withdrawFlow,
} from './flows/staking.js'
import { swapFlow, unwrapFlow, wrapFlow } from './flows/swap.js'
import { sendFtmFlow, sendTokenFlow } from './flows/transfer.js'

export const sendFtmMachine = createFlowMachine(sendFtmFlow)
export const sendTokenMachine = createFlowMachine(sendTokenFlow)
export const bridgeSendMachine = createFlowMachine(bridgeSendFlow)
export const swapMachine = createFlowMachine(swapFlow)
export const wrapMachine = createFlowMachine(wrapFlow)
export const unwrapMachine = createFlowMachine(unwrapFlow)
export const addLiquidityMachine = createFlowMachine(addLiquidityFlow)
export const removeLiquidityMachine = createFlowMachine(removeLiquidityFlow)
export const fmintLockMachine = createFlowMachine(fmintLockFlow)
export const fmintUnlockMachine = createFlowMachine(fmintUnlockFlow)
export const fmintMintMachine = createFlowMachine(fmintMintFlow)
export const fmintRepayMachine = createFlowMachine(fmintRepayFlow)
export const fmintClaimRewardsMachine = createFlowMachine(fmintClaimRewardsFlow)
export const fmintPushRewardsMachine = createFlowMachine(fmintPushRewardsFlow)
export const delegateMachine = createFlowMachine(delegateFlow)
export const claimRewardsMachine = createFlowMachine(claimRewardsFlow)
export const claimAndRestakeMachine = createFlowMachine(claimAndRestakeFlow)
export const undelegateMachine = createFlowMachine(undelegateFlow)
export const lockDelegationMachine = createFlowMachine(lockDelegationFlow)
export const extendLockMachine = createFlowMachine(extendLockFlow)
export const mintSftmMachine = createFlowMachine(mintSftmFlow)
export const repaySftmMachine = createFlowMachine(repaySftmFlow)
export const withdrawMachine = createFlowMachine(withdrawFlow)
export const voteMachine = createFlowMachine(voteFlow)
export const cancelVoteMachine = createFlowMachine(cancelVoteFlow)

/** Every flow definition by id. */
export const flows = {
  sendFtm: sendFtmFlow,
  sendToken: sendTokenFlow,
  bridgeSend: bridgeSendFlow,
  swap: swapFlow,
  wrap: wrapFlow,
  unwrap: unwrapFlow,
  addLiquidity: addLiquidityFlow,
  removeLiquidity: removeLiquidityFlow,
  fmintLock: fmintLockFlow,
  fmintUnlock: fmintUnlockFlow,
  fmintMint: fmintMintFlow,
  fmintRepay: fmintRepayFlow,
  fmintClaimRewards: fmintClaimRewardsFlow,
  fmintPushRewards: fmintPushRewardsFlow,
  delegate: delegateFlow,
  claimRewards: claimRewardsFlow,
  claimAndRestake: claimAndRestakeFlow,
  undelegate: undelegateFlow,
  lockDelegation: lockDelegationFlow,
  extendLock: extendLockFlow,
  mintSftm: mintSftmFlow,
  repaySftm: repaySftmFlow,
  withdraw: withdrawFlow,
  vote: voteFlow,
  cancelVote: cancelVoteFlow,
} as const

/** Every flow machine by flow id. */
export const flowMachines = {
  sendFtm: sendFtmMachine,
  sendToken: sendTokenMachine,
  bridgeSend: bridgeSendMachine,
  swap: swapMachine,
  wrap: wrapMachine,
  unwrap: unwrapMachine,
  addLiquidity: addLiquidityMachine,
  removeLiquidity: removeLiquidityMachine,
  fmintLock: fmintLockMachine,
  fmintUnlock: fmintUnlockMachine,
  fmintMint: fmintMintMachine,
  fmintRepay: fmintRepayMachine,
  fmintClaimRewards: fmintClaimRewardsMachine,
  fmintPushRewards: fmintPushRewardsMachine,
  delegate: delegateMachine,
  claimRewards: claimRewardsMachine,
  claimAndRestake: claimAndRestakeMachine,
  undelegate: undelegateMachine,
  lockDelegation: lockDelegationMachine,
  extendLock: extendLockMachine,
  mintSftm: mintSftmMachine,
  repaySftm: repaySftmMachine,
  withdraw: withdrawMachine,
  vote: voteMachine,
  cancelVote: cancelVoteMachine,
} as const

export type FlowId = keyof typeof flows
