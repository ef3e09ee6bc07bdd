import type { UniswapIndex } from '../../../indexer/plugins/uniswap/UniswapIndex.js'
import { tokenPrice } from '../defi/tokenPrice.js'
import type { PairSource } from './pairResolvers.js'
import { pairTokensOf } from './pairResolvers.js'

/** What a `DefiUniswapVolume` resolves from. */
export interface VolumeSource {
  pair: PairSource
  index: UniswapIndex
  now: number
}

const DAY = 86_400

const volumeSince = (v: VolumeSource, from: number) =>
  v.index.history(v.pair.address, from, v.now).reduce((sum, r) => sum + r.amount0in + r.amount0out, 0n)

const monthsBack = (now: number, months: number) => {
  const d = new Date(now * 1000)
  d.setUTCMonth(d.getUTCMonth() - months)
  return Math.floor(d.getTime() / 1000)
}

/** Field resolvers of `DefiUniswapVolume`: token0 volume over the last day, week, month and year. */
export const volumeResolvers = {
  uniswapPair: (v: VolumeSource) => v.pair,
  pairAddress: (v: VolumeSource) => v.pair.address,
  dailyVolume: (v: VolumeSource) => volumeSince(v, v.now - DAY),
  weeklyVolume: (v: VolumeSource) => volumeSince(v, v.now - 7 * DAY),
  monthlyVolume: (v: VolumeSource) => volumeSince(v, monthsBack(v.now, 1)),
  yearlyVolume: (v: VolumeSource) => volumeSince(v, monthsBack(v.now, 12)),
  // Volumes are in token0; they convert to fUSD when the oracle prices token0.
  isInFUSD: async (v: VolumeSource, _: unknown, ctx: unknown) => {
    const [token0] = await pairTokensOf(v.pair, ctx)
    return (await tokenPrice(ctx, token0.address)) > 0n
  },
}
