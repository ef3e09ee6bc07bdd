import { Transaction } from 'ethers'
import type { RpcTransaction } from '../../../indexer/types.js'
import type { ApiContext } from '../../context.js'
import { TxSource } from './sources.js'

/** `sendTransaction(tx)`: broadcasts a raw signed transaction; node rejections become the error message. */
export async function sendTransaction(_: unknown, args: { tx: string }, ctx: ApiContext) {
  const hash = await ctx.rpc.call<string>('eth_sendRawTransaction', [args.tx])
  const tx = await ctx.rpc.call<RpcTransaction | null>('eth_getTransactionByHash', [hash])
  if (tx) return new TxSource(hash.toLowerCase(), undefined, tx)
  // The node accepted it but does not show it yet: answer from the signed bytes themselves.
  const decoded = Transaction.from(args.tx)
  return new TxSource(hash.toLowerCase(), undefined, {
    hash,
    nonce: `0x${decoded.nonce.toString(16)}`,
    from: decoded.from ?? '0x0000000000000000000000000000000000000000',
    to: decoded.to,
    value: `0x${decoded.value.toString(16)}`,
    gas: `0x${decoded.gasLimit.toString(16)}`,
    gasPrice: `0x${(decoded.gasPrice ?? decoded.maxFeePerGas ?? 0n).toString(16)}`,
    input: decoded.data,
    blockHash: null,
    blockNumber: null,
    transactionIndex: null,
  })
}
