// One machine per flow (docs/behaviour/transactions.md#flows-and-step-counts), each made by the same engine from its
// flow definition. The registry is one list of definitions; the machines are made from it.
import { createFlowMachine, type FlowMachine } from './engine/createFlowMachine.js'
import type { FlowDefinition, FlowFacts, FlowParams } from './engine/types.js'
import { revokeAllowanceFlow } from './flows/approvals.js'
import { bridgeSendFlow } from './flows/bridge.js'
import {
  fmintClaimRewardsFlow,
  fmintLockFlow,
  fmintMintFlow,
  fmintPushRewardsFlow,
  fmintRepayFlow,
  fmintUnlockFlow,
} from './flows/fmint.js'
import { cancelVoteAllFlow, cancelVoteFlow, voteAllFlow, voteFlow } from './flows/governance.js'
import { addLiquidityFlow, removeLiquidityFlow } from './flows/liquidity.js'
import { cancelTransactionFlow, speedUpFlow } from './flows/pending.js'
import {
  claimAllRewardsFlow,
  claimAndRestakeFlow,
  claimRewardsFlow,
  delegateFlow,
  extendLockFlow,
  lockDelegationFlow,
  mintSftmFlow,
  repaySftmFlow,
  restakeAllRewardsFlow,
  undelegateFlow,
  unlockStakeFlow,
  withdrawFlow,
} from './flows/staking.js'
import { swapFlow, unwrapFlow, wrapFlow } from './flows/swap.js'
import { contractCallFlow, sendFtmFlow, sendTokenFlow } from './flows/transfer.js'

/** Every flow definition by id (each definition's `id` is its key). */
export const flows = {
  sendFtm: sendFtmFlow,
  sendToken: sendTokenFlow,
  contractCall: contractCallFlow,
  revokeAllowance: revokeAllowanceFlow,
  speedUp: speedUpFlow,
  cancelTransaction: cancelTransactionFlow,
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
  claimAllRewards: claimAllRewardsFlow,
  restakeAllRewards: restakeAllRewardsFlow,
  undelegate: undelegateFlow,
  unlockStake: unlockStakeFlow,
  lockDelegation: lockDelegationFlow,
  extendLock: extendLockFlow,
  mintSftm: mintSftmFlow,
  repaySftm: repaySftmFlow,
  withdraw: withdrawFlow,
  vote: voteFlow,
  voteAll: voteAllFlow,
  cancelVote: cancelVoteFlow,
  cancelVoteAll: cancelVoteAllFlow,
} as const

export type FlowId = keyof typeof flows

type Flows = typeof flows

/** The machine of each flow, by flow id. */
export type FlowMachines = {
  readonly [Id in FlowId]: FlowMachine<FlowParams<Flows[Id]>, FlowFacts<Flows[Id]>>
}

/** Every flow machine by flow id, made from `flows`. */
export const flowMachines = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ Object.entries(flows).map(([id, flow]) => [
    id,
    createFlowMachine(flow as FlowDefinition<unknown, unknown>),
  ]),
) as unknown as FlowMachines

export const sendFtmMachine = flowMachines.sendFtm
export const sendTokenMachine = flowMachines.sendToken
export const revokeAllowanceMachine = flowMachines.revokeAllowance
export const speedUpMachine = flowMachines.speedUp
export const cancelTransactionMachine = flowMachines.cancelTransaction
export const bridgeSendMachine = flowMachines.bridgeSend
export const swapMachine = flowMachines.swap
export const wrapMachine = flowMachines.wrap
export const unwrapMachine = flowMachines.unwrap
export const addLiquidityMachine = flowMachines.addLiquidity
export const removeLiquidityMachine = flowMachines.removeLiquidity
export const fmintLockMachine = flowMachines.fmintLock
export const fmintUnlockMachine = flowMachines.fmintUnlock
export const fmintMintMachine = flowMachines.fmintMint
export const fmintRepayMachine = flowMachines.fmintRepay
export const fmintClaimRewardsMachine = flowMachines.fmintClaimRewards
export const fmintPushRewardsMachine = flowMachines.fmintPushRewards
export const delegateMachine = flowMachines.delegate
export const claimRewardsMachine = flowMachines.claimRewards
export const claimAndRestakeMachine = flowMachines.claimAndRestake
export const undelegateMachine = flowMachines.undelegate
export const unlockStakeMachine = flowMachines.unlockStake
export const lockDelegationMachine = flowMachines.lockDelegation
export const extendLockMachine = flowMachines.extendLock
export const mintSftmMachine = flowMachines.mintSftm
export const repaySftmMachine = flowMachines.repaySftm
export const withdrawMachine = flowMachines.withdraw
export const voteMachine = flowMachines.vote
export const voteAllMachine = flowMachines.voteAll
export const cancelVoteMachine = flowMachines.cancelVote
export const cancelVoteAllMachine = flowMachines.cancelVoteAll
