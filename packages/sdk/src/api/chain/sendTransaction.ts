// zod/mini: part of what the first screen loads (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import type { ApiClient } from '../createApiClient.js'
import { ApiInputError } from '../errors.js'
import type { RpcAnswer } from '../query.js'
import { runQuery } from '../query.js'
import { addressMini as address } from '../scalarsMini.js'
import { bytes32Mini as bytes32 } from '../scalarsMiniTx.js'

export interface SendTransactionParameters {
  /** The signed transaction, RLP-encoded, as 0x-hex. */
  rawTransaction: string
  signal?: AbortSignal | undefined
}

const resultSchema = /* @__PURE__ */ z.object({
  hash: bytes32,
  from: address,
  to: /* @__PURE__ */ z.nullable(address),
})
export type SendTransactionReturnType = z.output<typeof resultSchema>

const document = `mutation SendTransaction($tx: Bytes!) {
  sendTransaction(tx: $tx) { hash from to }
}`
// sendTransaction is nullable; null comes only with errors (node rejection), which throw ApiGraphqlError.
const schema = /* @__PURE__ */ z.object({ sendTransaction: resultSchema })

/**
 * Broadcasts a signed transaction (the `sendTransaction` mutation). Never hedged across endpoints; a node
 * rejection (nonce too low, insufficient funds, …) rejects with ApiGraphqlError carrying the node's text.
 */
export async function sendTransaction(
  client: ApiClient,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const { rawTransaction } = parameters
  if (!/^0x([0-9a-fA-F]{2})+$/.test(rawTransaction))
    throw new ApiInputError('rawTransaction must be 0x-hex bytes')
  // The node's answer loads only when the fallback runs (docs/decisions.md#size-budgets).
  const rpc: RpcAnswer = async (node, signal) =>
    (await import('../overRpc/chainOverRpc.js')).sendTransactionOverRpc(node, rawTransaction, signal)
  return (await runQuery(client, document, { tx: rawTransaction }, schema, parameters.signal, rpc))
    .sendTransaction
}
