import type { ApiModule } from '../../module.js'
import { defiResolvers } from './resolvers.js'
import { defiTypeDefs } from './typeDefs.js'

/**
 * ERC20 tokens, the fMint registry, fMint accounts and the DeFi configuration (docs/chain-and-api.md#api-queries).
 */
export const defiModule: ApiModule = {
  name: 'defi',
  typeDefs: defiTypeDefs,
  resolvers: defiResolvers,
}
