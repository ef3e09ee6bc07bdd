import type { ApiModule } from '../../module.js'
import { governanceResolvers } from './resolvers.js'
import { governanceTypeDefs } from './typeDefs.js'

/**
 * Governance contracts, proposals, option states and votes (fantom-api-schema-facts.md Q6). Proposals are
 * read from the contracts (as the real API does); who may vote comes from the staking module's index.
 */
export const governanceModule: ApiModule = {
  name: 'governance',
  typeDefs: governanceTypeDefs,
  resolvers: governanceResolvers,
}
