// Public entry point of @ftm-wallet/react: provider, hooks over the SDK's query functions, services and
// machines. Every export is listed by name; src/index.test.ts snapshots the list.

export { useDefiConfiguration, useFMintAccounts, useFMintAccountsRewards } from './hooks/areas/fmint/index.js'
export {
  type GovProposalRowFill,
  type UseGovProposalRowFillParameters,
  useGovProposalRowFill,
} from './hooks/areas/gov/useGovProposalRowFill.js'
export {
  type UseDelegationUnlockPenaltyParameters,
  type UseGovContractParameters,
  type UseGovProposalVoteParameters,
  useChainTime,
  useDelegation,
  useDelegations,
  useDelegationUnlockPenalty,
  useFlowDependencies,
  useFlowMachine,
  useGasPrice,
  useGovContract,
  useGovProposalOptionStates,
  useGovProposals,
  useGovProposalVote,
  useSfcConfig,
  useStakers,
  useWalletsDelegations,
} from './hooks/areas/index.js'
export {
  type UseUniswapPairActionsParameters,
  type UseUniswapPairByAddressParameters,
  type UseUniswapPairDayStatsParameters,
  type UseUniswapPairTimeSeriesParameters,
  useUniswapPairActions,
  useUniswapPairByAddress,
  useUniswapPairDayStats,
  useUniswapPairTimeSeries,
} from './hooks/areas/pair/index.js'
export { type UseUniswapPairsParameters, useUniswapPairs } from './hooks/areas/swap/index.js'
export { useWalletsDelegationsWithClaimState } from './hooks/areas/useWalletsDelegationsWithClaimState.js'
export type { QueryOptions } from './hooks/QueryOptions.js'
export { type UseAccountParameters, useAccount } from './hooks/useAccount.js'
export { type UseAccountBalancesParameters, useAccountBalances } from './hooks/useAccountBalances.js'
export {
  type UseAccountsReturnType,
  useAccounts,
  useAccountsService,
  type WalletAccount,
} from './hooks/useAccounts.js'
export { useContacts, useContactsService } from './hooks/useContacts.js'
export { type UseDefiTokensParameters, useDefiTokens } from './hooks/useDefiTokens.js'
export { type UseFMintAccountParameters, useFMintAccount } from './hooks/useFMintAccount.js'
export { type UseFtmPriceParameters, useFtmPrice } from './hooks/useFtmPrice.js'
export { useSettings, useSettingsService } from './hooks/useSettings.js'
export { type UseTransactionHistoryParameters, useTransactionHistory } from './hooks/useTransactionHistory.js'
export { type CreateWalletServicesParameters, createWalletServices } from './provider/createWalletServices.js'
export { findInjectedProvider, openInjectedSigner } from './provider/openInjectedSigner.js'
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
export { useFlow } from './useFlow.js'
