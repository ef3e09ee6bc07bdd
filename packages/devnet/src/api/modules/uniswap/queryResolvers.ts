import type { PairActionRecord } from '../../../indexer/plugins/uniswap/UniswapIndex.js'
import type { ApiContext } from '../../module.js'
import { uniswapIndexOf } from '../defi/domainDeps.js'
import { pageActions } from './actionsPage.js'
import { type PairSource, pairTokensOf, readPairs } from './pairResolvers.js'
import { quoteLiquidity, routerAmounts } from './quotes.js'
import { timePrices, timeReserves, timeVolumes } from './timeSeries.js'

type Ctx = unknown
/** Arguments of the three time-series queries. */
export interface SeriesArgs {
  address: string
  resolution?: string | null
  fromDate?: number | null
  toDate?: number | null
}

/**
 * "now" for series defaults: the later of the wall clock and the chain's clock (the devnet can run ahead), the
 * chain's being the time of the head block the index has just caught up with (no read of its own).
 */
const nowSeconds = (ctx: Ctx): number =>
  Math.max(Math.floor(Date.now() / 1000), (ctx as ApiContext).indexer.headTimestamp)

/** The pair's records in the requested window (fromDate default: one calendar month back, toDate 0: now). */
async function seriesRecords(ctx: Ctx, args: SeriesArgs): Promise<PairActionRecord[]> {
  const index = await uniswapIndexOf(ctx)
  const now = nowSeconds(ctx)
  let from = args.fromDate
  if (from === null || from === undefined) {
    const monthAgo = new Date(now * 1000)
    monthAgo.setUTCMonth(monthAgo.getUTCMonth() - 1)
    from = Math.floor(monthAgo.getTime() / 1000)
  }
  const to = args.toDate ? args.toDate : Number.MAX_SAFE_INTEGER
  return index.history(args.address, from, to)
}

/** Query resolvers of the Uniswap module (docs/chain-and-api.md#api-queries). */
export const uniswapQueryResolvers = {
  defiUniswapPairs: (_: unknown, __: unknown, ctx: Ctx) => readPairs(ctx),
  defiUniswapAmountsOut: (_: unknown, args: { amountIn: bigint; tokens: string[] }, ctx: Ctx) =>
    routerAmounts(ctx, 'getAmountsOut', args.amountIn, args.tokens),
  defiUniswapAmountsIn: (_: unknown, args: { amountOut: bigint; tokens: string[] }, ctx: Ctx) =>
    routerAmounts(ctx, 'getAmountsIn', args.amountOut, args.tokens),
  defiUniswapQuoteLiquidity: (_: unknown, args: { tokens: string[]; amountsIn: bigint[] }, ctx: Ctx) =>
    quoteLiquidity(ctx, args.tokens, args.amountsIn),
  defiUniswapVolumes: async (_: unknown, __: unknown, ctx: Ctx) => {
    const [pairs, index] = await Promise.all([readPairs(ctx), uniswapIndexOf(ctx)])
    const now = nowSeconds(ctx)
    return pairs.map((pair) => ({ pair, index, now }))
  },
  defiUniswapActions: async (
    _: unknown,
    args: { pairAddress?: string | null; cursor?: string | null; count: number; actionType?: number | null },
    ctx: Ctx,
  ) =>
    pageActions(
      (await uniswapIndexOf(ctx)).actions(args.pairAddress, args.actionType),
      args.cursor,
      args.count,
    ),
  defiTimeVolumes: async (_: unknown, args: SeriesArgs, ctx: Ctx) =>
    timeVolumes(await seriesRecords(ctx, args), args.resolution).map((v) => ({
      ...v,
      pairAddress: args.address,
    })),
  defiTimeReserves: async (_: unknown, args: SeriesArgs, ctx: Ctx) =>
    timeReserves(await seriesRecords(ctx, args), args.resolution).map((v) => ({
      ...v,
      uniswapPair: { address: args.address } satisfies PairSource,
    })),
  // Failures give an empty series, as on the real API (an unknown pair has no tokens to read).
  defiTimePrices: async (_: unknown, args: SeriesArgs & { direction?: number | null }, ctx: Ctx) => {
    const records = await seriesRecords(ctx, args)
    if (records.length === 0) return []
    const [t0, t1] = await pairTokensOf({ address: args.address }, ctx)
    return timePrices(records, args.resolution, args.direction ?? 0, [t0.decimals, t1.decimals]).map((p) => ({
      ...p,
      pairAddress: args.address,
    }))
  },
}
