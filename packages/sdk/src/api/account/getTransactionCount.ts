// zod/mini: the pending tracker reads the nonce on the first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import type { ApiClient } from '../createApiClient.js'
import type { RpcAnswer } from '../query.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { hexBigIntMini } from '../scalarsMini.js'

export interface GetTransactionCountParameters extends QueryParameters {
  address: string
}
export type GetTransactionCountReturnType = bigint

const document = `query AccountByAddress($address: Address!) {
  account(address: $address) { txCount }
}`
const schema = /* @__PURE__ */ z.object({ account: /* @__PURE__ */ z.object({ txCount: hexBigIntMini }) })

/** The account's nonce (`account.txCount`); always fetched from the network. */
export async function getTransactionCount(
  client: ApiClient,
  parameters: GetTransactionCountParameters,
): Promise<bigint> {
  const variables = { address: checkAddress(parameters.address, 'address') }
  // The node's answer loads only when the fallback runs (docs/decisions.md#size-budgets).
  const rpc: RpcAnswer = async (node, signal) =>
    (await import('../overRpc/accountBalancesOverRpc.js')).txCountOverRpc(node, variables.address, signal)
  return (await runQuery(client, document, variables, schema, parameters.signal, rpc)).account.txCount
}

export function getTransactionCountQueryKey(parameters: GetTransactionCountParameters) {
  return createQueryKey('transactionCount', parameters)
}
