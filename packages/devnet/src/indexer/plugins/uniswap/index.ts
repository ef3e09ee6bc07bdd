import type { IndexerPlugin } from '../../plugin.js'
import { UniswapIndex } from './UniswapIndex.js'

/** Name of the Uniswap plugin's state in the index. */
export const UNISWAP_PLUGIN = 'uniswap'

/**
 * Follows the factory's PairCreated and every pair's Swap/Mint/Burn/Sync events: the pair actions list
 * and the volume, price and reserve series come from here.
 */
export const uniswapPlugin: IndexerPlugin<UniswapIndex> = {
  name: UNISWAP_PLUGIN,
  version: 1,
  init: () => new UniswapIndex(),
  onBlock(block, receipts, ctx) {
    const timestamp = Number(block.timestamp)
    for (const receipt of receipts) {
      for (const log of receipt.logs) {
        ctx.state.apply({
          address: log.address,
          topics: log.topics,
          data: log.data,
          blockNumber: Number(log.blockNumber),
          logIndex: Number(log.logIndex),
          transactionHash: log.transactionHash,
          from: receipt.from,
          timestamp,
        })
      }
    }
  },
  load(saved) {
    const index = new UniswapIndex()
    index.load(saved as ReturnType<UniswapIndex['toJSON']>)
    return index
  },
  save: (state) => state.toJSON(),
}
