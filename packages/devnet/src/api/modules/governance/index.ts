import type { ApiModule } from '../../module.js'
import { governanceResolvers } from './resolvers.js'
import { governanceTypeDefs } from './typeDefs.js'

/**
 * Governance contracts, proposals, option states and votes (docs/chain-and-api.md#api-queries). Proposals are
 * read from the contracts (as the real API does); who may vote comes from the staking module's index.
 */
export const governanceModule: ApiModule = {
  name: 'governance',
  typeDefs: governanceTypeDefs,
  resolvers: governanceResolvers,
}
