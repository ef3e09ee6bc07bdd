import { GraphQLError } from 'graphql'
import { uniswapInterface } from '../defi/abis.js'
import { depsOf } from '../defi/domainDeps.js'
import { type Erc20Source, readErc20, readErc20Amount } from '../defi/erc20.js'
import { memo } from '../defi/memo.js'
import { readContract } from '../defi/readContract.js'

/** What a `UniswapPair` resolves from. */
export interface PairSource {
  address: string
}

const pairRead = (p: PairSource, ctx: unknown, fn: string) =>
  readContract(depsOf(ctx).chain, uniswapInterface, p.address, fn)

const reservesOf = (p: PairSource, ctx: unknown) => memo(p, 'reserves', () => pairRead(p, ctx, 'getReserves'))

/** The pair's two tokens, token0 first. */
export function pairTokensOf(p: PairSource, ctx: unknown): Promise<[Erc20Source, Erc20Source]> {
  return memo(p, 'tokens', async () => {
    const [t0, t1] = await Promise.all([pairRead(p, ctx, 'token0'), pairRead(p, ctx, 'token1')])
    const tokens = await Promise.all([readErc20(ctx, String(t0[0])), readErc20(ctx, String(t1[0]))])
    if (!tokens[0] || !tokens[1]) throw new GraphQLError('invalid pair tokens list')
    return tokens as [Erc20Source, Erc20Source]
  })
}

/** Field resolvers of `UniswapPair`. */
export const pairResolvers = {
  pairAddress: (p: PairSource) => p.address,
  tokens: (p: PairSource, _: unknown, ctx: unknown) => pairTokensOf(p, ctx),
  reserves: async (p: PairSource, _: unknown, ctx: unknown) => {
    const r = await reservesOf(p, ctx)
    return [r[0], r[1]]
  },
  reservesTimeStamp: async (p: PairSource, _: unknown, ctx: unknown) => (await reservesOf(p, ctx))[2],
  cumulativePrices: async (p: PairSource, _: unknown, ctx: unknown) => {
    const [a, b] = await Promise.all([
      pairRead(p, ctx, 'price0CumulativeLast'),
      pairRead(p, ctx, 'price1CumulativeLast'),
    ])
    return [a[0], b[0]]
  },
  lastKValue: async (p: PairSource, _: unknown, ctx: unknown) => (await pairRead(p, ctx, 'kLast'))[0],
  totalSupply: (p: PairSource, _: unknown, ctx: unknown) => readErc20Amount(ctx, p.address, 'totalSupply'),
  shareOf: (p: PairSource, args: { user: string }, ctx: unknown) =>
    readErc20Amount(ctx, p.address, 'balanceOf', [args.user]),
}

/** Every pair of the factory, in creation order. */
export async function readPairs(ctx: unknown): Promise<PairSource[]> {
  const { chain, addresses } = depsOf(ctx)
  if (!addresses.uniswapFactory) return []
  const factory = addresses.uniswapFactory
  const [length] = await readContract(chain, uniswapInterface, factory, 'allPairsLength')
  return Promise.all(
    Array.from({ length: Number(length) }, async (_, i) => {
      const [pair] = await readContract(chain, uniswapInterface, factory, 'allPairs', [i])
      return { address: String(pair).toLowerCase() }
    }),
  )
}
