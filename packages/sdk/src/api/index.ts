// The Fantom API data layer: client with endpoint failover, API/network status, typed query functions
// (one `getX(client, params)` + `getXQueryKey(params)` per query), pagination helpers.

// account
export { accountBalancesOperation } from './account/accountBalancesOperation.js'
export type { Account, AccountDelegationSummary } from './account/accountSchemas.js'
export {
  type GetAccountParameters,
  type GetAccountReturnType,
  getAccount,
  getAccountQueryKey,
} from './account/getAccount.js'
export {
  type AccountBalance,
  type GetAccountBalancesParameters,
  type GetAccountBalancesReturnType,
  getAccountBalances,
  getAccountBalancesQueryKey,
} from './account/getAccountBalances.js'
export {
  type GetAccountsParameters,
  type GetAccountsReturnType,
  getAccounts,
  getAccountsQueryKey,
} from './account/getAccounts.js'
export {
  type GetTransactionCountParameters,
  type GetTransactionCountReturnType,
  getTransactionCount,
  getTransactionCountQueryKey,
} from './account/getTransactionCount.js'
export {
  type GetTransactionHistoryParameters,
  type GetTransactionHistoryReturnType,
  getTransactionHistory,
  getTransactionHistoryQueryKey,
  type HistoryTransaction,
} from './account/getTransactionHistory.js'
// chain
export {
  type Epoch,
  type GetEpochParameters,
  type GetEpochReturnType,
  getEpoch,
  getEpochQueryKey,
} from './chain/getEpoch.js'
export {
  type GetGasEstimateParameters,
  type GetGasEstimateReturnType,
  getGasEstimate,
  getGasEstimateQueryKey,
} from './chain/getGasEstimate.js'
export {
  type GetGasPriceParameters,
  type GetGasPriceReturnType,
  getGasPrice,
  getGasPriceQueryKey,
} from './chain/getGasPrice.js'
export {
  type GetTransactionParameters,
  type GetTransactionReturnType,
  getTransaction,
  getTransactionQueryKey,
  type TransactionState,
} from './chain/getTransaction.js'
export {
  type GetTransactionInputsParameters,
  getTransactionInputs,
  type TransactionInputs,
} from './chain/getTransactionInputs.js'
export {
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from './chain/sendTransaction.js'
export { type TransactionStatus, toTransactionStatus } from './chain/transactionStatus.js'
// client, status, errors
export {
  type ApiClient,
  type ApiRequestParameters,
  type CreateApiClientParameters,
  createApiClient,
} from './createApiClient.js'
export {
  type ApiMode,
  type ApiModeStatus,
  createApiModeStatus,
  LIMITED_MODE_MESSAGE,
} from './createApiModeStatus.js'
export {
  type ApiStatus,
  type ApiStatusState,
  type CreateApiStatusParameters,
  createApiStatus,
  systemTimers,
  type Timers,
} from './createApiStatus.js'
export type { FirstEndpoint } from './createEndpointRotation.js'
export {
  createBrowserNetworkSource,
  createNetworkStatus,
  type NetworkStatus,
  type NetworkStatusSource,
  type NetworkStatusState,
} from './createNetworkStatus.js'
// defi / fMint
export {
  type DefiConfiguration,
  type GetDefiConfigurationParameters,
  type GetDefiConfigurationReturnType,
  getDefiConfiguration,
  getDefiConfigurationQueryKey,
} from './defi/getDefiConfiguration.js'
export {
  type DefiToken,
  type GetDefiTokensParameters,
  type GetDefiTokensReturnType,
  getDefiTokens,
  getDefiTokensQueryKey,
} from './defi/getDefiTokens.js'
export {
  type FMintAccount,
  type FMintTokenBalance,
  type GetFMintAccountParameters,
  type GetFMintAccountReturnType,
  getFMintAccount,
  getFMintAccountQueryKey,
} from './defi/getFMintAccount.js'
export {
  type FMintAccountRewards,
  type GetFMintAccountRewardsParameters,
  type GetFMintAccountRewardsReturnType,
  getFMintAccountRewards,
  getFMintAccountRewardsQueryKey,
} from './defi/getFMintAccountRewards.js'
export {
  ApiConfigError,
  ApiContractsUnknownError,
  ApiGraphqlError,
  type ApiGraphqlErrorItem,
  ApiInputError,
  ApiNetworkError,
  ApiPageLimitError,
  ApiResponseError,
} from './errors.js'
// governance
export {
  type GetGovContractParameters,
  type GetGovContractReturnType,
  type GovContractDetail,
  getGovContract,
  getGovContractQueryKey,
} from './governance/getGovContract.js'
export {
  type GetGovContractProposalsParameters,
  type GetGovContractProposalsReturnType,
  getGovContractProposals,
  getGovContractProposalsQueryKey,
} from './governance/getGovContractProposals.js'
export {
  type GetGovContractsParameters,
  type GetGovContractsReturnType,
  type GovContractSummary,
  getGovContracts,
  getGovContractsQueryKey,
} from './governance/getGovContracts.js'
export {
  type GetGovProposalsParameters,
  type GetGovProposalsReturnType,
  getGovProposals,
  getGovProposalsQueryKey,
} from './governance/getGovProposals.js'
export {
  type GetGovProposalOptionStateParameters,
  type GetGovProposalOptionStatesParameters,
  type GetGovProposalVoteParameters,
  type GovProposalOptionState,
  type GovVote,
  getGovProposalOptionState,
  getGovProposalOptionStateQueryKey,
  getGovProposalOptionStates,
  getGovProposalOptionStatesQueryKey,
  getGovProposalVote,
  getGovProposalVoteQueryKey,
} from './governance/getGovProposalVotes.js'
export type {
  GovContractProposal,
  GovOptionState,
  GovProposalDetail,
  GovProposalListItem,
} from './governance/proposalSchemas.js'
export { graphqlRequestInit } from './graphqlRequestInit.js'
export {
  appendPage,
  type FetchAllPagesParameters,
  fetchAllPages,
  fetchNextPage,
  type Page,
  type PageInfo,
} from './pagination.js'
export type { QueryParameters } from './query.js'
// staking
export {
  type Delegation,
  type GetDelegationParameters,
  type GetDelegationReturnType,
  getDelegation,
  getDelegationQueryKey,
  type WithdrawRequest,
} from './staking/getDelegation.js'
export {
  type DelegationListItem,
  type GetDelegationsByAddressParameters,
  type GetDelegationsByAddressReturnType,
  getAllDelegationsByAddress,
  getAllDelegationsByAddressQueryKey,
  getDelegationsByAddress,
  getDelegationsByAddressQueryKey,
} from './staking/getDelegationsByAddress.js'
export {
  type GetDelegationUnlockedAmountParameters,
  type GetDelegationUnlockedAmountReturnType,
  getDelegationUnlockedAmount,
  getDelegationUnlockedAmountQueryKey,
} from './staking/getDelegationUnlockedAmount.js'
export {
  type GetDelegationUnlockPenaltyParameters,
  type GetDelegationUnlockPenaltyReturnType,
  getDelegationUnlockPenalty,
  getDelegationUnlockPenaltyQueryKey,
} from './staking/getDelegationUnlockPenalty.js'
export {
  type GetSfcConfigParameters,
  type GetSfcConfigReturnType,
  getSfcConfig,
  getSfcConfigQueryKey,
  type SfcConfig,
} from './staking/getSfcConfig.js'
export {
  type GetStakerParameters,
  type GetStakerReturnType,
  getStaker,
  getStakerQueryKey,
} from './staking/getStaker.js'
export {
  type GetStakersParameters,
  type GetStakersReturnType,
  getStakers,
  getStakersQueryKey,
} from './staking/getStakers.js'
export type { Staker, StakerListItem } from './staking/stakerSchemas.js'
// tokens
export type { Erc20Token } from './tokens/erc20Schemas.js'
export {
  type GetAccountAllowancesParameters,
  getAccountAllowances,
  getKnownSpenders,
  type KnownSpender,
  type TokenAllowance,
} from './tokens/getAccountAllowances.js'
export {
  type GetDefiNativeTokenParameters,
  type GetDefiNativeTokenReturnType,
  getDefiNativeToken,
  getDefiNativeTokenQueryKey,
  type NativeToken,
} from './tokens/getDefiNativeToken.js'
export {
  type GetErc20AssetsParameters,
  type GetErc20AssetsReturnType,
  getErc20Assets,
  getErc20AssetsQueryKey,
} from './tokens/getErc20Assets.js'
export {
  type GetErc20TokenAllowanceParameters,
  type GetErc20TokenAllowanceReturnType,
  getErc20TokenAllowance,
  getErc20TokenAllowanceQueryKey,
} from './tokens/getErc20TokenAllowance.js'
export {
  type GetErc20TokenBalanceParameters,
  type GetErc20TokenBalanceReturnType,
  getErc20TokenBalance,
  getErc20TokenBalanceQueryKey,
} from './tokens/getErc20TokenBalance.js'
export {
  type GetErc20TokenListParameters,
  type GetErc20TokenListReturnType,
  getErc20TokenList,
  getErc20TokenListQueryKey,
} from './tokens/getErc20TokenList.js'
// uniswap
export {
  type GetUniswapActionsParameters,
  type GetUniswapActionsReturnType,
  getUniswapActions,
  getUniswapActionsQueryKey,
  type UniswapAction,
  type UniswapActionType,
} from './uniswap/getUniswapActions.js'
export {
  type GetUniswapAmountsInParameters,
  type GetUniswapAmountsOutParameters,
  type GetUniswapQuoteLiquidityParameters,
  getUniswapAmountsIn,
  getUniswapAmountsInQueryKey,
  getUniswapAmountsOut,
  getUniswapAmountsOutQueryKey,
  getUniswapQuoteLiquidity,
  getUniswapQuoteLiquidityQueryKey,
} from './uniswap/getUniswapAmounts.js'
export {
  findUniswapPair,
  type GetUniswapPairParameters,
  type GetUniswapPairReturnType,
  getUniswapPair,
  getUniswapPairQueryKey,
} from './uniswap/getUniswapPair.js'
export {
  type GetUniswapPairSharesParameters,
  type GetUniswapPairSharesReturnType,
  getUniswapPairShares,
  getUniswapPairSharesQueryKey,
  type UniswapPairShare,
} from './uniswap/getUniswapPairShares.js'
export {
  type GetUniswapPairsParameters,
  type GetUniswapPairsReturnType,
  getUniswapPairs,
  getUniswapPairsQueryKey,
  type UniswapPair,
  type UniswapPairToken,
} from './uniswap/getUniswapPairs.js'
export {
  type GetUniswapTimePricesParameters,
  type GetUniswapTimeSeriesParameters,
  getUniswapPairTimeSeries,
  getUniswapPairTimeSeriesQueryKey,
  getUniswapTimePrices,
  getUniswapTimePricesQueryKey,
  getUniswapTimeReserves,
  getUniswapTimeReservesQueryKey,
  getUniswapTimeVolumes,
  getUniswapTimeVolumesQueryKey,
  type TimeSeriesResolution,
  type UniswapPairTimeSeries,
  type UniswapSeriesResult,
  type UniswapTimePrice,
  type UniswapTimeReserve,
  type UniswapTimeVolume,
} from './uniswap/getUniswapTimeSeries.js'
export { type PairActionRow, toPairActionRows } from './uniswap/pairActionRows.js'
export {
  type PairTimeSeriesRange,
  pairTimeSeriesOperation,
} from './uniswap/pairTimeSeriesOperation.js'
