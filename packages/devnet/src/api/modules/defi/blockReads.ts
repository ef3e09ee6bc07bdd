import type { ApiContext } from '../../module.js'
import { syncOncePerRequest } from './requestSync.js'

/**
 * Contract reads made at one block and kept until the next one (the devnet README's "Reads per block"): the pair
 * list, each pair's tokens, reserves, cumulative prices, kLast, supply and LP shares, the fMint registry's tokens
 * and logos, the oracle's prices and the DeFi tokens' supplies. Every request at that block shares them instead of reading again, and an answer is still exactly what
 * the chain holds at its head: a swap, a liquidity change or a new logo is mined in a new block, which starts a new
 * set.
 */
export interface BlockReads {
  /** The block the reads are made at (its number is the `blockTag` of every call). */
  readonly block: number
  readonly hash: string
  readonly values: Map<string, Promise<unknown>>
}

// One set per server (the indexer is one object per server; the resolvers' context is a new object per request).
const current = new WeakMap<object, BlockReads>()

/** The reads of the chain head, once the indexer has caught up with it. */
export async function headReads(ctx: unknown): Promise<BlockReads> {
  const { indexer } = ctx as ApiContext
  await syncOncePerRequest(ctx)
  const hash = indexer.headHash
  let reads = current.get(indexer)
  if (reads?.hash !== hash) {
    reads = { block: indexer.head, hash, values: new Map() }
    current.set(indexer, reads)
  }
  return reads
}

/** `load(block)` once per key and block; a failed read is not kept, so the next request tries again. */
export function readOnce<T>(reads: BlockReads, key: string, load: (block: number) => Promise<T>): Promise<T> {
  let value = reads.values.get(key) as Promise<T> | undefined
  if (!value) {
    const loading = load(reads.block)
    value = loading
    reads.values.set(key, loading)
    loading.catch(() => {
      if (reads.values.get(key) === loading) reads.values.delete(key)
    })
  }
  return value
}

/** `load(block)` once per key at the chain head (headReads, then readOnce). */
export async function readAtHead<T>(
  ctx: unknown,
  key: string,
  load: (block: number) => Promise<T>,
): Promise<T> {
  return readOnce(await headReads(ctx), key, load)
}
