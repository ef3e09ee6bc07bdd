export type { DeployDefiParameters, DeployDefiReturnType } from './deployDefi.js'
export { deployDefi } from './deployDefi.js'
export { defiTokenLogoSvg, defiTokenLogoUrl } from './tokenLogos.js'
export { DEFI_POOLS, DEFI_TOKEN_SPECS, PRICE_DECIMALS } from './tokenSpecs.js'
export type {
  DefiArtifact,
  DefiContext,
  DefiContracts,
  DefiDeployment,
  DefiPairInfo,
  DefiTokenInfo,
} from './types.js'
export { DefiContextError } from './types.js'
export { computePairAddress, loadUniswapArtifact, UNISWAP_PAIR_INIT_CODE_HASH } from './uniswapArtifacts.js'
