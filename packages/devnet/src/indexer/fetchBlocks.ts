import type { RpcClient, RpcRequest } from '../chain/rpcClient.js'
import type { RpcBlock, RpcReceipt } from './types.js'

/** A block with its full transactions and their receipts (in transaction order). */
export interface BlockWithReceipts {
  block: RpcBlock
  receipts: RpcReceipt[]
}

/** Fetches blocks `from..to` (inclusive) with their receipts in one JSON-RPC batch. */
export async function fetchBlocks(rpc: RpcClient, from: number, to: number): Promise<BlockWithReceipts[]> {
  const requests: RpcRequest[] = []
  for (let n = from; n <= to; n++) {
    const tag = `0x${n.toString(16)}`
    requests.push({ method: 'eth_getBlockByNumber', params: [tag, true] })
    requests.push({ method: 'eth_getBlockReceipts', params: [tag] })
  }
  const results = await rpc.batch<unknown>(requests)
  const blocks: BlockWithReceipts[] = []
  for (let i = 0; i < results.length; i += 2) {
    const block = results[i] as RpcBlock | null
    const receipts = (results[i + 1] as RpcReceipt[] | null) ?? []
    if (!block) throw new Error(`block ${from + i / 2} is not available`)
    const order = new Map(block.transactions.map((tx, index) => [tx.hash, index]))
    receipts.sort((a, b) => (order.get(a.transactionHash) ?? 0) - (order.get(b.transactionHash) ?? 0))
    blocks.push({ block, receipts })
  }
  return blocks
}
