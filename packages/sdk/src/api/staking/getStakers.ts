import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { stakersOverRpc } from '../overRpc/stakersOverRpc.js'
import { createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { STAKER_INFO_FIELDS, type StakerListItem, stakerListItemSchema } from './stakerSchemas.js'

export type GetStakersParameters = QueryParameters
export type GetStakersReturnType = StakerListItem[]

const document = `query Stakers {
  stakers {
    id stakerAddress totalStake stake delegatedMe delegatedLimit createdTime lockedUntil
    isActive isOffline isCheater
    ${STAKER_INFO_FIELDS}
  }
}`
const schema = /* @__PURE__ */ z.object({ stakers: /* @__PURE__ */ z.array(stakerListItemSchema) })

/** All validators, sorted by total stake descending (server order). */
export async function getStakers(
  client: ApiClient,
  parameters: GetStakersParameters = {},
): Promise<StakerListItem[]> {
  return (await runQuery(client, document, undefined, schema, parameters.signal, stakersOverRpc)).stakers
}

export function getStakersQueryKey() {
  return createQueryKey('stakers')
}
