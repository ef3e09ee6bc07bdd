import type { PairActionRecord } from '../../../indexer/plugins/uniswap/UniswapIndex.js'
import { pairResolvers } from './pairResolvers.js'
import { uniswapQueryResolvers } from './queryResolvers.js'
import { volumeResolvers } from './volumeResolvers.js'

/** Field resolvers of `UniswapAction`; the parent is an index record. */
const actionResolvers = {
  id: (r: PairActionRecord) => r.id,
  uniswapPair: (r: PairActionRecord) => ({ address: r.pair }),
  pairAddress: (r: PairActionRecord) => r.pair,
  transactionHash: (r: PairActionRecord) => r.txHash,
  sender: (r: PairActionRecord) => r.sender,
  type: (r: PairActionRecord) => r.type,
  blockNr: (r: PairActionRecord) => r.blockNumber,
  time: (r: PairActionRecord) => r.time,
  amount0in: (r: PairActionRecord) => r.amount0in,
  amount0out: (r: PairActionRecord) => r.amount0out,
  amount1in: (r: PairActionRecord) => r.amount1in,
  amount1out: (r: PairActionRecord) => r.amount1out,
}

/** Resolvers of the Uniswap module. */
export const uniswapResolvers = {
  Query: uniswapQueryResolvers,
  UniswapPair: pairResolvers,
  UniswapAction: actionResolvers,
  DefiUniswapVolume: volumeResolvers,
}
