// Hooks of the swap (fUNI) area.
export { type UseUniswapPairsParameters, useUniswapPairs } from './useUniswapPairs.js'
