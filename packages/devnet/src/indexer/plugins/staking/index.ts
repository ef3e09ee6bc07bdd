import { SFC_ADDRESS } from '../../../constants.js'
import type { IndexerPlugin } from '../../plugin.js'
import { StakingIndex } from './StakingIndex.js'

/** Name of the staking plugin's state in the index. */
export const STAKING_PLUGIN = 'staking'

const sfc = SFC_ADDRESS.toLowerCase()

/**
 * Follows the SFC's events: delegations per address (with their first time), withdraw requests
 * (Undelegated → Withdrawn) and reward claims, which the SFC cannot list by itself.
 */
export const stakingPlugin: IndexerPlugin<StakingIndex> = {
  name: STAKING_PLUGIN,
  version: 1,
  init: () => new StakingIndex(),
  onBlock(block, receipts, ctx) {
    const timestamp = Number(block.timestamp)
    for (const receipt of receipts) {
      for (const log of receipt.logs) {
        if (log.address.toLowerCase() !== sfc) continue
        ctx.state.apply({
          topics: log.topics,
          data: log.data,
          blockNumber: Number(log.blockNumber),
          transactionHash: log.transactionHash,
          logIndex: Number(log.logIndex),
          timestamp,
        })
      }
    }
  },
  load(saved) {
    const index = new StakingIndex()
    index.load(saved as Parameters<StakingIndex['load']>[0])
    return index
  },
  save: (state) => state.toJSON(),
}
