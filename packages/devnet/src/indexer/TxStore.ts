import { decodeTokenEvents } from './decodeTokenEvents.js'
import type { IndexedTx, RpcBlock, RpcReceipt } from './types.js'

/** Position of a transaction in chain order (block, then index in block). */
export function txOrdinal(tx: { blockNumber: number; index: number }): number {
  return tx.blockNumber * 1_000_000 + tx.index
}

/**
 * Every mined transaction in chain order, with lookups by hash and by address (sender or recipient).
 * Lists are kept oldest first; the API pages them newest first.
 */
export class TxStore {
  readonly all: IndexedTx[] = []
  private readonly byHash = new Map<string, IndexedTx>()
  private readonly byAddress = new Map<string, IndexedTx[]>()
  private readonly tokensReceived = new Map<string, Set<string>>()

  constructor(saved: readonly IndexedTx[] = []) {
    for (const tx of saved) this.add(tx)
  }

  /** Records a block's transactions; receipts must be in the block's transaction order. */
  addBlock(block: RpcBlock, receipts: readonly RpcReceipt[]): IndexedTx[] {
    const timestamp = Number(block.timestamp)
    const added = block.transactions.map((tx, i) => {
      const receipt = receipts[i]
      if (!receipt || receipt.transactionHash !== tx.hash) {
        throw new Error(`receipt missing for ${tx.hash} in block ${Number(block.number)}`)
      }
      const record: IndexedTx = {
        hash: tx.hash.toLowerCase(),
        blockNumber: Number(block.number),
        blockHash: block.hash.toLowerCase(),
        index: Number(receipt.transactionIndex),
        timestamp,
        from: tx.from.toLowerCase(),
        to: tx.to ? tx.to.toLowerCase() : null,
        contractAddress: receipt.contractAddress ? receipt.contractAddress.toLowerCase() : null,
        value: tx.value,
        nonce: Number(tx.nonce),
        gas: tx.gas,
        gasPrice: receipt.effectiveGasPrice ?? tx.gasPrice ?? '0x0',
        gasUsed: receipt.gasUsed,
        status: Number(receipt.status),
        tokenEvents: decodeTokenEvents(receipt.logs),
      }
      this.add(record)
      return record
    })
    return added
  }

  get(hash: string): IndexedTx | undefined {
    return this.byHash.get(hash.toLowerCase())
  }

  /** Transactions sent or received by `address`, oldest first. */
  ofAddress(address: string): readonly IndexedTx[] {
    return this.byAddress.get(address.toLowerCase()) ?? []
  }

  /** Token contracts `address` ever received a Transfer from (any standard), in first-seen order. */
  tokensReceivedBy(address: string): string[] {
    return [...(this.tokensReceived.get(address.toLowerCase()) ?? [])]
  }

  /** Number of distinct addresses that sent or received a transaction. */
  get addressCount(): number {
    return this.byAddress.size
  }

  private add(tx: IndexedTx): void {
    this.all.push(tx)
    this.byHash.set(tx.hash, tx)
    this.link(tx.from, tx)
    if (tx.to && tx.to !== tx.from) this.link(tx.to, tx)
    for (const event of tx.tokenEvents) {
      if (event.type === 'TRANSFER' || event.type === 'MINT') {
        const set = this.tokensReceived.get(event.recipient) ?? new Set<string>()
        set.add(event.token)
        this.tokensReceived.set(event.recipient, set)
      }
    }
  }

  private link(address: string, tx: IndexedTx): void {
    const list = this.byAddress.get(address)
    if (list) list.push(tx)
    else this.byAddress.set(address, [tx])
  }
}
