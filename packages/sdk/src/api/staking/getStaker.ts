import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { stakerOverRpc } from '../overRpc/stakersOverRpc.js'
import type { RpcAnswer } from '../query.js'
import {
  checkAddress,
  createQueryKey,
  type QueryParameters,
  runQueryOrNull,
  toHexQuantity,
} from '../query.js'
import { STAKER_FIELDS, type Staker, stakerSchema } from './stakerSchemas.js'

export type GetStakerParameters = QueryParameters & ({ id: bigint } | { address: string })
export type GetStakerReturnType = Staker | null

const byId = `query StakerById($id: BigInt!) {
  staker(id: $id) {
    ${STAKER_FIELDS}
  }
}`
const byAddress = `query StakerByAddress($address: Address!) {
  staker(address: $address) {
    ${STAKER_FIELDS}
  }
}`
const schema = /* @__PURE__ */ z.object({ staker: /* @__PURE__ */ stakerSchema.nullable() })

/** A validator by id (or by its address); null when there is no such validator. */
export async function getStaker(client: ApiClient, parameters: GetStakerParameters): Promise<Staker | null> {
  const [document, variables] =
    'id' in parameters
      ? [byId, { id: toHexQuantity(parameters.id, 'id') }]
      : [byAddress, { address: checkAddress(parameters.address, 'address') }]
  const notFound = { field: 'staker', message: /^validator #\d+ not found$/ }
  const by = 'id' in parameters ? { id: BigInt(parameters.id) } : { address: variables.address as string }
  const rpc: RpcAnswer = (node, signal) => stakerOverRpc(node, by, signal)
  const result = await runQueryOrNull(client, document, variables, schema, notFound, parameters.signal, rpc)
  return result?.staker ?? null
}

export function getStakerQueryKey(parameters: GetStakerParameters) {
  return createQueryKey('staker', parameters)
}
