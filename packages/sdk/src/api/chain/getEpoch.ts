import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { createQueryKey, type QueryParameters, runQuery, toHexQuantity } from '../query.js'
import { hexBigInt, hexNumber } from '../scalars.js'

export interface GetEpochParameters extends QueryParameters {
  /** Epoch id; omitted (or 0) = the last sealed epoch. */
  id?: bigint | undefined
}

const epochSchema = /* @__PURE__ */ z.object({ id: hexBigInt, endTime: hexNumber, duration: hexNumber })
/** id, end time (unix s) and duration (s) of an epoch. */
export type Epoch = z.output<typeof epochSchema>
export type GetEpochReturnType = Epoch

const document = `query GetEpoch($id: Long) {
  epoch(id: $id) { id endTime duration }
}`
const schema = /* @__PURE__ */ z.object({ epoch: epochSchema })

/** An epoch (docs/chain-and-api.md#api-queries). */
export async function getEpoch(client: ApiClient, parameters: GetEpochParameters = {}): Promise<Epoch> {
  const variables = parameters.id === undefined ? {} : { id: toHexQuantity(parameters.id, 'id') }
  return (await runQuery(client, document, variables, schema, parameters.signal)).epoch
}

export function getEpochQueryKey(parameters: GetEpochParameters = {}) {
  return createQueryKey('epoch', parameters)
}
