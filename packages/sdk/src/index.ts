// Public entry point of @ftm-wallet/sdk. Each area's barrel lists its exports by name; the
// whole public API is snapshotted by src/index.test.ts. Layers (docs/architecture.md): 1 constants,
// errors, format · 2 validation · 3 gas, staking, fmint, swap, governance, bridge math · 4 api,
// storage, signers, rpc · 5 accounts, contacts, settings, tx, watch · 6 contracts · 7 machines.
export * from './accounts/index.js'
export * from './api/index.js'
export {
  type DelegationWithClaimState,
  type GetDelegationsWithClaimStateByAddressParameters,
  type GetDelegationsWithClaimStateByAddressReturnType,
  getDelegationsWithClaimStateByAddress,
  getDelegationsWithClaimStateByAddressQueryKey,
} from './api/staking/getDelegationsWithClaimStateByAddress.js'
export {
  type GetUniswapPairByAddressParameters,
  type GetUniswapPairByAddressReturnType,
  getUniswapPairByAddress,
  getUniswapPairByAddressQueryKey,
} from './api/uniswap/getUniswapPairByAddress.js'
export {
  type GetUniswapPairDayStatsParameters,
  type GetUniswapPairDayStatsReturnType,
  getUniswapPairDayStats,
  getUniswapPairDayStatsQueryKey,
  type UniswapPairDayStats,
} from './api/uniswap/getUniswapPairDayStats.js'
export * from './bridge/index.js'
export * from './constants/index.js'
export * from './contacts/index.js'
export * from './contracts/index.js'
export * from './errors/index.js'
export * from './fmint/index.js'
export * from './format/index.js'
export * from './gas/index.js'
export * from './governance/index.js'
export * from './machines/index.js'
export * from './prices/index.js'
export * from './rpc/index.js'
export * from './settings/index.js'
export * from './signers/index.js'
export * from './staking/index.js'
export * from './storage/index.js'
export * from './swap/index.js'
export * from './tokens/index.js'
export * from './tx/index.js'
export * from './validation/index.js'
export * from './watch/index.js'
