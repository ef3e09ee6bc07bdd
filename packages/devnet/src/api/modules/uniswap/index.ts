import { uniswapPlugin } from '../../../indexer/plugins/uniswap/index.js'
import type { ApiModule } from '../../module.js'
import { uniswapResolvers } from './resolvers.js'
import { uniswapTypeDefs } from './typeDefs.js'

/** Uniswap pairs, quotes, pair actions and their time series (docs/chain-and-api.md#api-queries). */
export const uniswapModule: ApiModule = {
  name: 'uniswap',
  typeDefs: uniswapTypeDefs,
  resolvers: uniswapResolvers,
  indexerPlugins: [uniswapPlugin],
}
