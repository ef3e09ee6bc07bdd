import type { RpcTransaction } from '../../../indexer/types.js'
import type { ApiContext } from '../../module.js'
import { BlockSource, TxSource } from './sources.js'

type Ctx = ApiContext

function txHash(tx: string | RpcTransaction): string {
  return typeof tx === 'string' ? tx : tx.hash
}

/** Resolvers of `Block` (parent: BlockSource). */
export const blockResolvers = {
  number: (b: BlockSource) => b.number,
  hash: async (b: BlockSource, _: unknown, ctx: Ctx) => b.known.hash ?? (await b.block(ctx)).hash,
  timestamp: async (b: BlockSource, _: unknown, ctx: Ctx) =>
    b.known.timestamp ?? (await b.block(ctx)).timestamp,
  parent: (b: BlockSource) => (b.number > 0 ? new BlockSource(b.number - 1) : null),
  transactionCount: async (b: BlockSource, _: unknown, ctx: Ctx) => (await b.block(ctx)).transactions.length,
  gasLimit: async (b: BlockSource, _: unknown, ctx: Ctx) => (await b.block(ctx)).gasLimit,
  gasUsed: async (b: BlockSource, _: unknown, ctx: Ctx) => (await b.block(ctx)).gasUsed,
  txHashList: async (b: BlockSource, _: unknown, ctx: Ctx) => (await b.block(ctx)).transactions.map(txHash),
  txList: async (b: BlockSource, _: unknown, ctx: Ctx) => {
    const hashes = (await b.block(ctx)).transactions.map(txHash)
    await ctx.indexer.sync()
    return hashes.map((hash) => new TxSource(hash, ctx.indexer.txs.get(hash)))
  },
}
