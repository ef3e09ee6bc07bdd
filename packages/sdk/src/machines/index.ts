// XState v5 machines of every flow: one multi-step transaction engine with each flow as data, and the create and
// restore wizards. State names and events: src/machines/README.md.
export {
  createFlowMachine,
  type FlowMachine,
} from './engine/createFlowMachine.js'
export {
  computeRetryStage,
  hasNextStep,
  isPasswordError,
  isSignerRejection,
  toFlowError,
} from './engine/predicates.js'
export {
  completeFlow,
  type PlanFlowInput,
  type PrepareFlowStepInput,
  planFlow,
  prepareFlowStep,
  type SignFlowStepInput,
  sendFlowStep,
  signFlowStep,
  verifyFlowStep,
} from './engine/runFlowSteps.js'
export type {
  FlowContextDependencies,
  FlowDefinition,
  FlowDependencies,
  FlowError,
  FlowEvent,
  FlowInput,
  FlowMachineContext,
  FlowPlan,
  FlowStage,
  FlowStep,
  SignStepOutput,
} from './engine/types.js'
export {
  addLiquidityMachine,
  bridgeSendMachine,
  cancelVoteMachine,
  claimAndRestakeMachine,
  claimRewardsMachine,
  delegateMachine,
  extendLockMachine,
  type FlowId,
  flowMachines,
  flows,
  fmintClaimRewardsMachine,
  fmintLockMachine,
  fmintMintMachine,
  fmintPushRewardsMachine,
  fmintRepayMachine,
  fmintUnlockMachine,
  lockDelegationMachine,
  mintSftmMachine,
  removeLiquidityMachine,
  repaySftmMachine,
  sendFtmMachine,
  sendTokenMachine,
  swapMachine,
  undelegateMachine,
  unwrapMachine,
  voteMachine,
  withdrawMachine,
  wrapMachine,
} from './flowMachines.js'
export {
  type BridgeSendParams,
  bridgeSendFlow,
  type WaitForBridgeSwapParameters,
  waitForBridgeSwap,
} from './flows/bridge.js'
export {
  assertParams,
  type FlowContracts,
  resolveDeadline,
  resolveFlowContracts,
} from './flows/contracts.js'
export { FLOW_MESSAGES, FlowRuleError, type FlowRuleErrorCode } from './flows/FlowRuleError.js'
export {
  type FMintLockParams,
  type FMintMintParams,
  type FMintRepayParams,
  type FMintRewardsParams,
  type FMintUnlockParams,
  fmintClaimRewardsFlow,
  fmintLockFlow,
  fmintMintFlow,
  fmintPushRewardsFlow,
  fmintRepayFlow,
  fmintUnlockFlow,
} from './flows/fmint.js'
export { type CancelVoteParams, cancelVoteFlow, type VoteParams, voteFlow } from './flows/governance.js'
export {
  type AddLiquidityParams,
  addLiquidityFlow,
  type RemoveLiquidityParams,
  removeLiquidityFlow,
} from './flows/liquidity.js'
export {
  claimAndRestakeFlow,
  claimRewardsFlow,
  type DelegateParams,
  delegateFlow,
  type ExtendLockParams,
  extendLockFlow,
  type LockDelegationParams,
  lockDelegationFlow,
  mintSftmFlow,
  type RepaySftmParams,
  repaySftmFlow,
  type SftmParams,
  type UndelegateParams,
  undelegateFlow,
  type ValidatorParams,
  type WithdrawParams,
  withdrawFlow,
} from './flows/staking.js'
export { dynamicStep, staticStep } from './flows/step.js'
export { type SwapParams, swapFlow, unwrapFlow, type WrapParams, wrapFlow } from './flows/swap.js'
export { type SendFtmParams, type SendTokenParams, sendFtmFlow, sendTokenFlow } from './flows/transfer.js'
export {
  type CreateWalletMachineContext,
  type CreateWalletMachineEvent,
  type CreateWalletMachineInput,
  createWalletMachine,
} from './wallet/createWalletMachine.js'
export {
  type RestoreMethod,
  type RestoreWalletMachineContext,
  type RestoreWalletMachineEvent,
  type RestoreWalletMachineInput,
  restoreWalletMachine,
} from './wallet/restoreWalletMachine.js'
export {
  computeNewPasswordError,
  computePickedWords,
  computeVerificationError,
  isVerificationComplete,
  shuffleWords,
} from './wallet/rules.js'
export type { SaveWallet, WizardError } from './wallet/types.js'
