import type { Result } from 'ethers'
import { GraphQLError } from 'graphql'
import { erc20Interface, uniswapInterface } from '../defi/abis.js'
import { type BlockReads, headReads, readOnce } from '../defi/blockReads.js'
import { depsOf } from '../defi/domainDeps.js'
import { type Erc20Source, readErc20 } from '../defi/erc20.js'
import { memo } from '../defi/memo.js'
import { readContract, tryReadContract } from '../defi/readContract.js'

/** What a `UniswapPair` resolves from: its address and, when known, the block its fields are read at. */
export interface PairSource {
  address: string
  reads?: BlockReads
}

// Every read of a pair goes through the reads of one block (defi/blockReads.ts; the devnet README's "Reads per block"): a pair
// from the list carries the list's block, any other (an action's, a series bucket's) takes the head's.
const readsOf = (p: PairSource, ctx: unknown): Promise<BlockReads> =>
  p.reads ? Promise.resolve(p.reads) : memo(p, 'reads', () => headReads(ctx))

async function pairRead(p: PairSource, ctx: unknown, fn: string): Promise<Result> {
  const reads = await readsOf(p, ctx)
  return readOnce(reads, `${p.address}:${fn}`, (block) =>
    readContract(depsOf(ctx).chain, uniswapInterface, p.address, fn, [], undefined, block),
  )
}

/** An ERC20 view of the pair's LP token returning one uint256; 0 when the call fails, as the real API answers. */
async function lpAmount(p: PairSource, ctx: unknown, fn: 'totalSupply' | 'balanceOf', args: string[] = []) {
  const reads = await readsOf(p, ctx)
  return readOnce(reads, `${p.address}:${fn}:${args.join(',').toLowerCase()}`, async (block) => {
    const r = await tryReadContract(depsOf(ctx).chain, erc20Interface, p.address, fn, args, undefined, block)
    return r === null ? 0n : (r[0] as bigint)
  })
}

/** The pair's two tokens, token0 first. */
export async function pairTokensOf(p: PairSource, ctx: unknown): Promise<[Erc20Source, Erc20Source]> {
  const reads = await readsOf(p, ctx)
  return readOnce(reads, `${p.address}:tokens`, async () => {
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
    const r = await pairRead(p, ctx, 'getReserves')
    return [r[0], r[1]]
  },
  reservesTimeStamp: async (p: PairSource, _: unknown, ctx: unknown) =>
    (await pairRead(p, ctx, 'getReserves'))[2],
  cumulativePrices: async (p: PairSource, _: unknown, ctx: unknown) => {
    const [a, b] = await Promise.all([
      pairRead(p, ctx, 'price0CumulativeLast'),
      pairRead(p, ctx, 'price1CumulativeLast'),
    ])
    return [a[0], b[0]]
  },
  lastKValue: async (p: PairSource, _: unknown, ctx: unknown) => (await pairRead(p, ctx, 'kLast'))[0],
  totalSupply: (p: PairSource, _: unknown, ctx: unknown) => lpAmount(p, ctx, 'totalSupply'),
  shareOf: (p: PairSource, args: { user: string }, ctx: unknown) =>
    lpAmount(p, ctx, 'balanceOf', [args.user]),
}

/** Every pair of the factory, in creation order, read at the chain head. */
export async function readPairs(ctx: unknown): Promise<PairSource[]> {
  const { chain, addresses } = depsOf(ctx)
  if (!addresses.uniswapFactory) return []
  const factory = addresses.uniswapFactory
  const reads = await headReads(ctx)
  const list = await readOnce(reads, 'pairs', async (block) => {
    const [length] = await readContract(
      chain,
      uniswapInterface,
      factory,
      'allPairsLength',
      [],
      undefined,
      block,
    )
    return Promise.all(
      Array.from({ length: Number(length) }, async (_, i) => {
        const [pair] = await readContract(chain, uniswapInterface, factory, 'allPairs', [i], undefined, block)
        return String(pair).toLowerCase()
      }),
    )
  })
  return list.map((address) => ({ address, reads }))
}
