// The chain part of the API over JSON-RPC (limited mode), in the API's `data` shapes.
import { Transaction } from 'ethers'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { RpcError } from '../../rpc/RpcError.js'

export async function gasPriceOverRpc(rpc: RpcClient, signal?: AbortSignal) {
  return { gasPrice: await rpc.request({ method: 'eth_gasPrice', params: [] }, { signal }) }
}

/** `eth_estimateGas`; a revert is the node's error (read like the API's GraphQL error). */
export async function estimateGasOverRpc(
  rpc: RpcClient,
  variables: Record<string, unknown>,
  signal?: AbortSignal,
) {
  const call: Record<string, unknown> = {}
  for (const key of ['from', 'to', 'value', 'data'] as const) {
    if (variables[key] !== undefined) call[key] = variables[key]
  }
  return { estimateGas: await rpc.request({ method: 'eth_estimateGas', params: [call] }, { signal }) }
}

/** `eth_sendRawTransaction` (never hedged: one endpoint at a time); from/to read from the signed bytes. */
export async function sendTransactionOverRpc(rpc: RpcClient, raw: string, signal?: AbortSignal) {
  const hash = await rpc.request(
    { method: 'eth_sendRawTransaction', params: [raw] },
    { signal, noHedge: true },
  )
  const parsed = Transaction.from(raw)
  return {
    sendTransaction: { hash, from: parsed.from?.toLowerCase() ?? null, to: parsed.to?.toLowerCase() ?? null },
  }
}

interface RpcTransaction {
  hash: string
  from: string
  to: string | null
  blockNumber: string | null
}
interface RpcReceipt {
  status?: string | null
  gasUsed?: string | null
}

/** A transaction's state from eth_getTransactionByHash + eth_getTransactionReceipt; null when unknown. */
export async function transactionOverRpc(rpc: RpcClient, hash: string, signal?: AbortSignal) {
  const [transaction, receipt] = await rpc.batch(
    [
      { method: 'eth_getTransactionByHash', params: [hash] },
      { method: 'eth_getTransactionReceipt', params: [hash] },
    ],
    { signal },
  )
  if (transaction instanceof RpcError) throw transaction
  if (receipt instanceof RpcError) throw receipt
  const tx = transaction as RpcTransaction | null
  if (tx === null) return { transaction: null }
  const r = receipt as RpcReceipt | null
  return {
    transaction: {
      hash: tx.hash,
      from: tx.from,
      to: tx.to,
      status: r?.status ?? null,
      blockNumber: r ? tx.blockNumber : null,
      gasUsed: r?.gasUsed ?? null,
    },
  }
}
