// Thin hooks over the SDK's fUNI queries for the pair detail page.
export { type UseUniswapPairActionsParameters, useUniswapPairActions } from './useUniswapPairActions.js'
export { type UseUniswapPairByAddressParameters, useUniswapPairByAddress } from './useUniswapPairByAddress.js'
export { type UseUniswapPairDayStatsParameters, useUniswapPairDayStats } from './useUniswapPairDayStats.js'
export {
  type UseUniswapPairTimeSeriesParameters,
  useUniswapPairTimeSeries,
} from './useUniswapPairTimeSeries.js'
