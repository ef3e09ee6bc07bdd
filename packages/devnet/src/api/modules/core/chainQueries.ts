import type { RpcTransaction } from '../../../indexer/types.js'
import type { ApiContext } from '../../module.js'
import { buildConnection, computePageWindow } from '../../pagination.js'
import { transactionList } from './accountResolvers.js'
import { type AnyRpcBlock, type BlockSource, blockSourceOf, TxSource } from './sources.js'

type Ctx = ApiContext

const hex = (n: number) => `0x${n.toString(16)}`

/** `block(number, hash)`: number wins, neither = latest; unknown → null with the error "block not found". */
export async function block(_: unknown, args: { number?: bigint | null; hash?: string | null }, ctx: Ctx) {
  const found =
    args.number !== undefined && args.number !== null
      ? await ctx.rpc.call<AnyRpcBlock | null>('eth_getBlockByNumber', [
          `0x${args.number.toString(16)}`,
          false,
        ])
      : args.hash
        ? await ctx.rpc.call<AnyRpcBlock | null>('eth_getBlockByHash', [args.hash, false])
        : await ctx.rpc.call<AnyRpcBlock | null>('eth_getBlockByNumber', ['latest', false])
  if (!found) throw new Error('block not found')
  return blockSourceOf(found)
}

/** `blocks(cursor, count)`: newest first; cursor = block number as Long hex; totalCount = chain height. */
export async function blocks(_: unknown, args: { cursor?: string | null; count: number }, ctx: Ctx) {
  const height = Number(await ctx.rpc.call<string>('eth_blockNumber'))
  const total = height + 1
  let position: { olderEnd: number; newerStart: number } | undefined
  if (args.cursor) {
    if (!/^0x[0-9a-fA-F]+$/.test(args.cursor)) throw new Error(`invalid cursor value; ${args.cursor}`)
    const n = Math.min(Number(BigInt(args.cursor)), total)
    position = { olderEnd: n, newerStart: n + 1 }
  }
  const window = computePageWindow(total, position, args.count)
  const numbers = Array.from({ length: window.end - window.start }, (_, i) => window.start + i)
  const loaded = await ctx.rpc.batch<AnyRpcBlock | null>(
    numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [hex(n), false] })),
  )
  const sources = loaded.filter((b): b is AnyRpcBlock => b !== null).map(blockSourceOf)
  const connection = buildConnection<BlockSource>(
    sources,
    { ...window, start: 0, end: sources.length },
    {
      edgeField: 'block',
      cursorOf: (b) => hex(b.number),
    },
  )
  return { ...connection, totalCount: height }
}

/** True while a test's R1 fault keeps `hash` unknown to the "node" (`POST /devnet/unconfirmed` with hideMs). */
function hiddenByFault(ctx: Ctx, hash: string): boolean {
  const until = ctx.faults?.hidden.get(hash)
  if (until === undefined) return false
  if (Date.now() < until) return true
  ctx.faults?.hidden.delete(hash)
  return false
}

/**
 * `transaction(hash)`: the indexed transaction, else the node's (pending); for a hash nobody knows the real
 * server's all-zero transaction (R2 in the devnet README), never null.
 */
export async function transaction(_: unknown, args: { hash: string }, ctx: Ctx) {
  const hash = args.hash.toLowerCase()
  if (hiddenByFault(ctx, hash)) return TxSource.unknown()
  await ctx.indexer.sync()
  const indexed = ctx.indexer.txs.get(hash)
  if (indexed) return new TxSource(indexed.hash, indexed)
  const tx = await ctx.rpc.call<RpcTransaction | null>('eth_getTransactionByHash', [hash])
  return tx ? new TxSource(tx.hash.toLowerCase(), undefined, tx) : TxSource.unknown()
}

/** `transactions(cursor, count)`: every chain transaction, newest first; cursor = tx hash. */
export async function transactions(_: unknown, args: { cursor?: string | null; count: number }, ctx: Ctx) {
  await ctx.indexer.sync()
  return transactionList(ctx, ctx.indexer.txs.all, args.cursor ?? null, args.count)
}
