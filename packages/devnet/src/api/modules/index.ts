import type { ApiModule } from '../module.js'
import { coreModule } from './core/index.js'
import { defiModule } from './defi/index.js'
import { governanceModule } from './governance/index.js'
import { stakingModule } from './staking/index.js'
import { uniswapModule } from './uniswap/index.js'

/**
 * Every module of the devnet's GraphQL API, the core first. Add one import and one entry per module
 * (each lives in src/api/modules/<name>/index.ts and exports an ApiModule).
 */
export const apiModules: readonly ApiModule[] = [
  coreModule,
  stakingModule,
  defiModule,
  uniswapModule,
  governanceModule,
]
