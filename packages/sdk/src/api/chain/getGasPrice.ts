import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { createQueryKey, type QueryParameters, type RpcAnswer, runQuery } from '../query.js'
import { hexBigInt } from '../scalars.js'

export type GetGasPriceParameters = QueryParameters
export type GetGasPriceReturnType = bigint

const document = 'query GasPrice { gasPrice }'
const schema = /* @__PURE__ */ z.object({ gasPrice: hexBigInt })

/** The network's gas price in wei (before the wallet's doubling, see computeGasPrice). */
export async function getGasPrice(
  client: ApiClient,
  parameters: GetGasPriceParameters = {},
): Promise<bigint> {
  // The node's answer loads only when the fallback runs (docs/decisions.md#size-budgets).
  const rpc: RpcAnswer = async (node, signal) =>
    (await import('../overRpc/chainOverRpc.js')).gasPriceOverRpc(node, signal)
  return (await runQuery(client, document, undefined, schema, parameters.signal, rpc)).gasPrice
}

export function getGasPriceQueryKey() {
  return createQueryKey('gasPrice')
}
