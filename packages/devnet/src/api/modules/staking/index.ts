import { stakingPlugin } from '../../../indexer/plugins/staking/index.js'
import type { ApiModule } from '../../module.js'
import { stakingAccountValue } from './accountValue.js'
import { stakingResolvers } from './resolvers.js'
import { stakingTypeDefs } from './typeDefs.js'

/** Validators, delegations, epochs and the SFC configuration (docs/chain-and-api.md#api-queries). */
export const stakingModule: ApiModule = {
  name: 'staking',
  typeDefs: stakingTypeDefs,
  resolvers: stakingResolvers,
  indexerPlugins: [stakingPlugin],
  accountValue: stakingAccountValue,
}
