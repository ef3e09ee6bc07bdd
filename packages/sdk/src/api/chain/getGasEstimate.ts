import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { ApiInputError } from '../errors.js'
import type { RpcAnswer } from '../query.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery, toHexQuantity } from '../query.js'
import { hexBigInt } from '../scalars.js'

export interface GetGasEstimateParameters extends QueryParameters {
  from?: string | undefined
  to?: string | undefined
  /** wei */
  value?: bigint | undefined
  /** 0x-hex call data */
  data?: string | undefined
}
export type GetGasEstimateReturnType = bigint

const document = `query EstimateGas($from: Address, $to: Address, $value: BigInt, $data: String) {
  estimateGas(from: $from, to: $to, value: $value, data: $data)
}`
// estimateGas is nullable, but the server only sends null together with errors (which throw before parsing).
const schema = /* @__PURE__ */ z.object({ estimateGas: hexBigInt })

/**
 * The node's gas estimate (no buffer; see computeGasLimit). A revert or other node error rejects with
 * ApiGraphqlError whose `messages` the transaction form joins into its error (computeTransactionGas).
 */
export async function getGasEstimate(
  client: ApiClient,
  parameters: GetGasEstimateParameters,
): Promise<bigint> {
  const variables: Record<string, unknown> = {}
  if (parameters.from !== undefined) variables.from = checkAddress(parameters.from, 'from')
  if (parameters.to !== undefined) variables.to = checkAddress(parameters.to, 'to')
  if (parameters.value !== undefined) variables.value = toHexQuantity(parameters.value, 'value')
  if (parameters.data !== undefined) {
    if (!/^0x([0-9a-fA-F]{2})*$/.test(parameters.data)) throw new ApiInputError('data must be 0x-hex bytes')
    variables.data = parameters.data
  }
  // The node's answer loads only when the fallback runs (docs/decisions.md#size-budgets).
  const rpc: RpcAnswer = async (node, signal) =>
    (await import('../overRpc/chainOverRpc.js')).estimateGasOverRpc(node, variables, signal)
  return (await runQuery(client, document, variables, schema, parameters.signal, rpc)).estimateGas
}

export function getGasEstimateQueryKey(parameters: GetGasEstimateParameters) {
  return createQueryKey('gasEstimate', parameters)
}
