import type { IndexedTx, RpcBlock, RpcReceipt, RpcTransaction } from '../../../indexer/types.js'
import type { ApiContext } from '../../module.js'

/** A node block whose `transactions` are hashes or full transactions. */
export type AnyRpcBlock = Omit<RpcBlock, 'transactions'> & { transactions: Array<string | RpcTransaction> }

/**
 * Parent value of every `Transaction`: its hash, the indexer's record when the transaction is mined and indexed,
 * and lazily (once) the node's transaction and receipt for fields the record lacks.
 */
export class TxSource {
  private txPromise: Promise<RpcTransaction | null> | undefined
  private receiptPromise: Promise<RpcReceipt | null> | undefined

  constructor(
    readonly hash: string,
    readonly indexed?: IndexedTx,
    rpcTx?: RpcTransaction | null,
    receipt?: RpcReceipt | null,
  ) {
    if (rpcTx !== undefined) this.txPromise = Promise.resolve(rpcTx)
    if (receipt !== undefined) this.receiptPromise = Promise.resolve(receipt)
  }

  /**
   * What the real server answers for a hash the node does not know: the node's `null` decoded into an all-zero
   * transaction (hash and from 0x000…0, nonce/value/gas 0, no block, no status, no receipt), not an error.
   */
  static unknown(): TxSource {
    const zeroHash = `0x${'0'.repeat(64)}`
    return new TxSource(
      zeroHash,
      undefined,
      {
        hash: zeroHash,
        nonce: '0x0',
        from: `0x${'0'.repeat(40)}`,
        to: null,
        value: '0x0',
        gas: '0x0',
        gasPrice: '0x0',
        input: '0x',
        blockHash: null,
        blockNumber: null,
        transactionIndex: null,
      },
      null,
    )
  }

  /** The node's view of the transaction (`eth_getTransactionByHash`). */
  tx(ctx: ApiContext): Promise<RpcTransaction | null> {
    this.txPromise ??= ctx.rpc.call<RpcTransaction | null>('eth_getTransactionByHash', [this.hash])
    return this.txPromise
  }

  /** The receipt, or null while the transaction is pending. */
  receipt(ctx: ApiContext): Promise<RpcReceipt | null> {
    this.receiptPromise ??= ctx.rpc.call<RpcReceipt | null>('eth_getTransactionReceipt', [this.hash])
    return this.receiptPromise
  }

  /** The node's transaction; throws when the node does not know it (cannot happen for a listed tx). */
  async requireTx(ctx: ApiContext): Promise<RpcTransaction> {
    const tx = await this.tx(ctx)
    if (!tx) throw new Error(`transaction ${this.hash} not found`)
    return tx
  }
}

/** Parent value of every `Block`: its number and whatever is already known; the rest is loaded once. */
export class BlockSource {
  private blockPromise: Promise<AnyRpcBlock | null> | undefined

  constructor(
    readonly number: number,
    readonly known: { hash?: string; timestamp?: number } = {},
    block?: AnyRpcBlock,
  ) {
    if (block) this.blockPromise = Promise.resolve(block)
  }

  /** The block with transaction hashes only (`eth_getBlockByNumber(n, false)`). */
  async block(ctx: ApiContext): Promise<AnyRpcBlock> {
    this.blockPromise ??= ctx.rpc.call<AnyRpcBlock | null>('eth_getBlockByNumber', [
      `0x${this.number.toString(16)}`,
      false,
    ])
    const block = await this.blockPromise
    if (!block) throw new Error('block not found')
    return block
  }
}

/** Turns a node block (with hashes or full transactions) into a BlockSource that needs no further call. */
export function blockSourceOf(block: AnyRpcBlock): BlockSource {
  return new BlockSource(
    Number(block.number),
    { hash: block.hash, timestamp: Number(block.timestamp) },
    block,
  )
}
