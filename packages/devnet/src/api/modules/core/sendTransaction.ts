import type { RpcTransaction } from '../../../indexer/types.js'
import type { ApiContext } from '../../module.js'
import { TxSource } from './sources.js'

/**
 * `sendTransaction(tx)`: broadcasts a raw signed transaction; node rejections become the error message. Like the
 * real server it then re-reads the transaction from the node, and when the node does not show it (yet) answers
 * the error `transaction 0x… could not be confirmed` although the transaction was broadcast (docs: the devnet
 * README, "Real-API behaviours", R1). A test forces that answer with `POST /devnet/unconfirmed`.
 */
export async function sendTransaction(_: unknown, args: { tx: string }, ctx: ApiContext) {
  const hash = (await ctx.rpc.call<string>('eth_sendRawTransaction', [args.tx])).toLowerCase()
  const faults = ctx.faults
  if (faults && faults.unconfirmedSends > 0) {
    faults.unconfirmedSends -= 1
    if (faults.hideMs > 0) faults.hidden.set(hash, Date.now() + faults.hideMs)
    throw new Error(`transaction ${hash} could not be confirmed`)
  }
  const tx = await ctx.rpc.call<RpcTransaction | null>('eth_getTransactionByHash', [hash])
  if (!tx) throw new Error(`transaction ${hash} could not be confirmed`)
  return new TxSource(hash, undefined, tx)
}
