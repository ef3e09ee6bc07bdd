import type { ApiModule } from '../../module.js'
import { defiResolvers } from './resolvers.js'
import { defiTypeDefs } from './typeDefs.js'

/** ERC20 tokens, the fMint registry, fMint accounts and the DeFi configuration (fantom-api-schema-facts.md Q3, Q4). */
export const defiModule: ApiModule = {
  name: 'defi',
  typeDefs: defiTypeDefs,
  resolvers: defiResolvers,
}
