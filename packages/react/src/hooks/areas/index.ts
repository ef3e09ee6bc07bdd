// Thin hooks over the SDK's staking and governance queries, and the flow-machine driver of the staking, fMint, swap and governance areas (docs/README.md#behaviour).
export { useChainTime } from './useChainTime.js'
export { useDelegation } from './useDelegation.js'
export { useDelegations } from './useDelegations.js'
export {
  type UseDelegationUnlockPenaltyParameters,
  useDelegationUnlockPenalty,
} from './useDelegationUnlockPenalty.js'
export { useFlowDependencies } from './useFlowDependencies.js'
export { useFlowMachine } from './useFlowMachine.js'
export { useGasPrice } from './useGasPrice.js'
export { type UseGovContractParameters, useGovContract } from './useGovContract.js'
export { useGovProposals } from './useGovProposals.js'
export {
  type UseGovProposalVoteParameters,
  useGovProposalOptionStates,
  useGovProposalVote,
} from './useGovProposalVote.js'
export { useSfcConfig } from './useSfcConfig.js'
export { useStakers } from './useStakers.js'
export { useWalletsDelegations } from './useWalletsDelegations.js'
