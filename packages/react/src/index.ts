// Public entry point of @ftm-wallet/react: provider, hooks over the SDK's query functions, services and
// machines. Every export is listed by name; src/index.test.ts snapshots the list.

export { useFlow } from './flows/useFlow.js'
export { useFlowDependencies } from './flows/useFlowDependencies.js'
export { useFlowMachine } from './flows/useFlowMachine.js'
export type { QueryOptions } from './hooks/QueryOptions.js'
export { type UseAccountParameters, useAccount } from './hooks/useAccount.js'
export { type UseAccountBalancesParameters, useAccountBalances } from './hooks/useAccountBalances.js'
export {
  type UseAccountsReturnType,
  useAccounts,
  useAccountsService,
  type WalletAccount,
} from './hooks/useAccounts.js'
export { useChainTime } from './hooks/useChainTime.js'
export { useConfirmationSources } from './hooks/useConfirmationSources.js'
export { useContacts, useContactsService } from './hooks/useContacts.js'
export { useDefiConfiguration } from './hooks/useDefiConfiguration.js'
export { type UseDefiTokensParameters, useDefiTokens } from './hooks/useDefiTokens.js'
export { useDelegation } from './hooks/useDelegation.js'
export { useDelegations } from './hooks/useDelegations.js'
export {
  type UseDelegationUnlockPenaltyParameters,
  useDelegationUnlockPenalty,
} from './hooks/useDelegationUnlockPenalty.js'
export { type UseFMintAccountParameters, useFMintAccount } from './hooks/useFMintAccount.js'
export { useFMintAccounts } from './hooks/useFMintAccounts.js'
export { useFMintAccountsRewards } from './hooks/useFMintAccountsRewards.js'
export { type UseFtmPriceParameters, useFtmPrice } from './hooks/useFtmPrice.js'
export { useGasPrice } from './hooks/useGasPrice.js'
export { type UseGovContractParameters, useGovContract } from './hooks/useGovContract.js'
export {
  type GovProposalRowFill,
  type UseGovProposalRowFillParameters,
  useGovProposalRowFill,
} from './hooks/useGovProposalRowFill.js'
export { useGovProposals } from './hooks/useGovProposals.js'
export {
  type UseGovProposalVoteParameters,
  useGovProposalOptionStates,
  useGovProposalVote,
} from './hooks/useGovProposalVote.js'
export { type UsePendingRecordsReturnType, usePendingRecords } from './hooks/usePendingRecords.js'
export {
  type UsePendingTransactionsParameters,
  type UsePendingTransactionsReturnType,
  usePendingTransactions,
} from './hooks/usePendingTransactions.js'
export { useSettings, useSettingsService } from './hooks/useSettings.js'
export { useSfcConfig } from './hooks/useSfcConfig.js'
export { useStakers } from './hooks/useStakers.js'
export { type UseTransactionHistoryParameters, useTransactionHistory } from './hooks/useTransactionHistory.js'
export { type UseUniswapPairActionsParameters, useUniswapPairActions } from './hooks/useUniswapPairActions.js'
export {
  type UseUniswapPairByAddressParameters,
  useUniswapPairByAddress,
} from './hooks/useUniswapPairByAddress.js'
export {
  type UseUniswapPairDayStatsParameters,
  useUniswapPairDayStats,
} from './hooks/useUniswapPairDayStats.js'
export { type UseUniswapPairsParameters, useUniswapPairs } from './hooks/useUniswapPairs.js'
export {
  type PairSeriesView,
  type UseUniswapPairTimeSeriesParameters,
  useUniswapPairTimeSeries,
} from './hooks/useUniswapPairTimeSeries.js'
export { useWalletsDelegations } from './hooks/useWalletsDelegations.js'
export { useWalletsDelegationsWithClaimState } from './hooks/useWalletsDelegationsWithClaimState.js'
export { type CreateWalletServicesParameters, createWalletServices } from './provider/createWalletServices.js'
export { findInjectedProvider, openInjectedSigner } from './provider/openInjectedSigner.js'
export { type SignerForAccountParameters, signerForAccount } from './provider/signerForAccount.js'
export {
  createDeferredSigner,
  createSignerRegistry,
  type SessionSigner,
  SIGNER_SHAPES,
  type SignerFactories,
  type SignerFactory,
  type SignerRegistry,
  type WalletSession,
} from './provider/signerRegistry.js'
export {
  useSignerRegistry,
  useWallet,
  type WalletConnectOptions,
  type WalletContextValue,
  WalletProvider,
  type WalletProviderProps,
  type WalletServices,
} from './provider/WalletProvider.js'
export { createWalletQueryClient } from './query/createWalletQueryClient.js'
export { useApiOnline } from './status/useApiStatus.js'
export { useOnlineStatus } from './status/useOnlineStatus.js'
