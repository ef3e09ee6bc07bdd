// zod/mini: the pending tracker polls this on the first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import type { ApiClient } from '../createApiClient.js'
import { ApiInputError } from '../errors.js'
import type { RpcAnswer } from '../query.js'
import { createQueryKey, type QueryParameters, runQueryOrNull } from '../query.js'
import { addressMini as address, hexBigIntMini as hexBigInt } from '../scalarsMini.js'
import { bytes32Mini as bytes32 } from '../scalarsMiniTx.js'
import { transactionStatusSchema } from './transactionStatus.js'

export interface GetTransactionParameters extends QueryParameters {
  hash: string
}

const transactionSchema = /* @__PURE__ */ z.object({
  hash: bytes32,
  from: address,
  to: /* @__PURE__ */ z.nullable(address),
  status: transactionStatusSchema,
  blockNumber: /* @__PURE__ */ z.nullable(hexBigInt),
  gasUsed: /* @__PURE__ */ z.nullable(hexBigInt),
})
export type TransactionState = z.output<typeof transactionSchema>
export type GetTransactionReturnType = TransactionState | null

const document = `query TransactionByHash($hash: Bytes32!) {
  transaction(hash: $hash) { hash from to status blockNumber gasUsed }
}`
const schema = /* @__PURE__ */ z.object({ transaction: /* @__PURE__ */ z.nullable(transactionSchema) })

/**
 * A transaction's state for verification (`status`: pending | success | failed), or null when the chain does not know
 * the hash. The real server answers an unknown hash with an all-zero transaction
 * (docs/chain-and-api.md#real-api-behaviours, R2), so a hash different from the requested one also means "not found".
 */
export async function getTransaction(
  client: ApiClient,
  parameters: GetTransactionParameters,
): Promise<TransactionState | null> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(parameters.hash)) throw new ApiInputError('hash is not a transaction hash')
  const hash = parameters.hash.toLowerCase()
  const notFound = { field: 'transaction', message: /not found|can not be found/ }
  // The node's answer (with ethers' transaction parser) loads only when the fallback runs: the pending tracker polls
  // this on the first screen (docs/decisions.md#size-budgets).
  const rpc: RpcAnswer = async (node, signal) =>
    (await import('../overRpc/chainOverRpc.js')).transactionOverRpc(node, hash, signal)
  const result = await runQueryOrNull(client, document, { hash }, schema, notFound, parameters.signal, rpc)
  const transaction = result?.transaction ?? null
  return transaction !== null && transaction.hash === hash ? transaction : null
}

export function getTransactionQueryKey(parameters: GetTransactionParameters) {
  return createQueryKey('transaction', parameters)
}
