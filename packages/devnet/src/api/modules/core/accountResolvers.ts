import { txOrdinal } from '../../../indexer/TxStore.js'
import type { IndexedTx } from '../../../indexer/types.js'
import type { ApiContext } from '../../module.js'
import { buildConnection, type CursorPosition, computePageWindow, lowerBound } from '../../pagination.js'
import { TxSource } from './sources.js'

type Ctx = ApiContext

/** Parent value of `Account`. */
export interface AccountSource {
  address: string
}

const HASH = /^0x[0-9a-fA-F]{64}$/

/** Position of a transaction-hash cursor in an oldest-first list (by chain order, like the real ordinals). */
export function txCursorPosition(ctx: Ctx, list: readonly IndexedTx[], cursor: string): CursorPosition {
  const tx = HASH.test(cursor) ? ctx.indexer.txs.get(cursor) : undefined
  if (!tx) throw new Error(`invalid cursor value; transaction ${cursor} not found`)
  const ordinal = txOrdinal(tx)
  return {
    olderEnd: lowerBound(list, (t) => txOrdinal(t) >= ordinal),
    newerStart: lowerBound(list, (t) => txOrdinal(t) > ordinal),
  }
}

/** A TransactionList page over an oldest-first list of indexed transactions. */
export function transactionList(ctx: Ctx, list: readonly IndexedTx[], cursor: string | null, count: number) {
  const position = cursor ? txCursorPosition(ctx, list, cursor) : undefined
  const window = computePageWindow(list.length, position, count)
  return buildConnection(list, window, {
    edgeField: 'transaction',
    cursorOf: (tx) => tx.hash,
    toNode: (tx) => new TxSource(tx.hash, tx),
  })
}

/** Resolvers of `Account` (parent: AccountSource). */
export const accountResolvers = {
  address: (a: AccountSource) => a.address,
  balance: (a: AccountSource, _: unknown, ctx: Ctx) =>
    ctx.rpc.call<string>('eth_getBalance', [a.address, 'latest']),
  txCount: (a: AccountSource, _: unknown, ctx: Ctx) =>
    ctx.rpc.call<string>('eth_getTransactionCount', [a.address, 'pending']),
  totalValue: async (a: AccountSource, _: unknown, ctx: Ctx) => {
    const parts = await Promise.all([
      ctx.rpc.call<string>('eth_getBalance', [a.address, 'latest']).then(BigInt),
      ...ctx.modules.flatMap((m) => (m.accountValue ? [m.accountValue(a.address, ctx)] : [])),
    ])
    return parts.reduce((sum, part) => sum + part, 0n)
  },
  txList: async (
    a: AccountSource,
    args: { recipient?: string | null; cursor?: string | null; count: number },
    ctx: Ctx,
  ) => {
    await ctx.indexer.sync()
    let list = ctx.indexer.txs.ofAddress(a.address)
    if (args.recipient) list = list.filter((tx) => tx.from === a.address && tx.to === args.recipient)
    return transactionList(ctx, list, args.cursor ?? null, args.count)
  },
}
