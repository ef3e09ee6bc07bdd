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
  mayConfirm,
  needsSendAnyway,
  toFlowError,
} from './engine/predicates.js'
export {
  type BroadcastDescription,
  completeFlow,
  describeBroadcast,
  type PlanFlowInput,
  type PrepareFlowStepInput,
  planFlow,
  prepareFlowStep,
  type ReviewFlowStepInput,
  reviewFlowStep,
  type SignFlowStepInput,
  sendFlowStep,
  signFlowStep,
  verifyFlowStep,
} from './engine/runFlowSteps.js'
export type {
  FlowCheck,
  FlowContextDependencies,
  FlowDefinition,
  FlowDependencies,
  FlowError,
  FlowEvent,
  FlowFacts,
  FlowInput,
  FlowMachineContext,
  FlowParams,
  FlowPlan,
  FlowStage,
  FlowStep,
  SignStepOutput,
} from './engine/types.js'
export {
  addLiquidityMachine,
  bridgeSendMachine,
  cancelTransactionMachine,
  cancelVoteAllMachine,
  cancelVoteMachine,
  claimAndRestakeMachine,
  claimRewardsMachine,
  delegateMachine,
  extendLockMachine,
  type FlowId,
  type FlowMachines,
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
  revokeAllowanceMachine,
  sendFtmMachine,
  sendTokenMachine,
  speedUpMachine,
  swapMachine,
  undelegateMachine,
  unlockStakeMachine,
  unwrapMachine,
  voteAllMachine,
  voteMachine,
  withdrawMachine,
  wrapMachine,
} from './flowMachines.js'
export {
  ALLOW_SKIPPED_NOTICE,
  allowanceCovers,
  type RevokeAllowanceFacts,
  type RevokeAllowanceParams,
  revokeAllowanceFlow,
} from './flows/approvals.js'
export { type BridgeSendFacts, type BridgeSendParams, bridgeSendFlow } from './flows/bridge.js'
export {
  type BridgeRequestStore,
  bridgeRequestsRecordKey,
  type CreateBridgeRequestStoreParameters,
  createBridgeRequestStore,
  finalizeBridgeRequest,
  type NewBridgeRequest,
  resumeBridgeRequests,
} from './flows/bridgeRequests.js'
export { isAllowed } from './flows/check.js'
export {
  assertParams,
  type FlowContracts,
  resolveDeadline,
  resolveFlowContracts,
} from './flows/contracts.js'
export { FLOW_MESSAGES, FlowRuleError, type FlowRuleErrorCode } from './flows/FlowRuleError.js'
export {
  type FMintAmountFacts,
  type FMintLockParams,
  type FMintMintParams,
  type FMintRepayParams,
  type FMintRewardsFacts,
  type FMintRewardsParams,
  type FMintUnlockParams,
  fmintClaimRewardsFlow,
  fmintLockFlow,
  fmintMintFlow,
  fmintPushRewardsFlow,
  fmintRepayFlow,
  fmintUnlockFlow,
} from './flows/fmint.js'
export {
  type CancelVoteAllParams,
  type CancelVoteFacts,
  type CancelVoteParams,
  cancelVoteAllFlow,
  cancelVoteFlow,
  type VoteAllParams,
  type VoteFacts,
  type VoteParams,
  voteAllFlow,
  voteFlow,
} from './flows/governance.js'
export {
  type AddLiquidityFacts,
  type AddLiquidityParams,
  addLiquidityFlow,
  type RemoveLiquidityFacts,
  type RemoveLiquidityParams,
  removeLiquidityFlow,
} from './flows/liquidity.js'
export {
  cancelTransactionFlow,
  type ReplaceTransactionFacts,
  type ReplaceTransactionParams,
  speedUpFlow,
} from './flows/pending.js'
export { RecipientRuleError, type RecipientRuleErrorCode } from './flows/RecipientRuleError.js'
export {
  checkRecipient,
  type KnownRecipient,
  RECIPIENT_MESSAGES,
  type RecipientFacts,
  type RecipientWarning,
  shortenAddress,
} from './flows/recipient.js'
export {
  type ClaimAndRestakeFacts,
  type ClaimRewardsFacts,
  claimAllRewardsFlow,
  claimAndRestakeFlow,
  claimRewardsFlow,
  type DelegateFacts,
  type DelegateParams,
  delegateFlow,
  type EachValidatorFacts,
  type ExtendLockFacts,
  type ExtendLockParams,
  extendLockFlow,
  type LockDelegationFacts,
  type LockDelegationParams,
  lockDelegationFlow,
  mintSftmFlow,
  type RepaySftmFacts,
  type RepaySftmParams,
  repaySftmFlow,
  restakeAllRewardsFlow,
  type SftmParams,
  type StakeValidatorFacts,
  type UndelegateFacts,
  type UndelegateParams,
  type UnlockStakeFacts,
  type UnlockStakeParams,
  undelegateFlow,
  unlockStakeFlow,
  type ValidatorParams,
  type WithdrawParams,
  withdrawFlow,
} from './flows/staking.js'
export { allowStep, dynamicStep, staticStep } from './flows/step.js'
export {
  type SwapFacts,
  type SwapParams,
  swapFlow,
  unwrapFlow,
  type WrapFacts,
  type WrapParams,
  wrapFlow,
} from './flows/swap.js'
export {
  type ContractCallParams,
  contractCallFlow,
  type SendFtmFacts,
  type SendFtmParams,
  type SendTokenFacts,
  type SendTokenParams,
  sendFtmFlow,
  sendTokenFlow,
} from './flows/transfer.js'
export { type WaitForBridgeSwapParameters, waitForBridgeSwap } from './flows/waitForBridgeSwap.js'
export {
  type CreateWalletMachineContext,
  type CreateWalletMachineEvent,
  type CreateWalletMachineInput,
  createWalletMachine,
} from './wallet/createWalletMachine.js'
export {
  type DiscoverAccounts,
  type RestoreMethod,
  type RestoreWalletActorInput,
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
