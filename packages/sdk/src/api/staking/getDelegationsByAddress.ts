import * as z from 'zod'
import { PAGE_SIZE_DELEGATIONS_ALL, PAGE_SIZE_WALLET_DELEGATIONS } from '../../constants/limits.js'
import type { ApiClient } from '../createApiClient.js'
import { delegationsByAddressOverRpc } from '../overRpc/stakingOverRpc.js'
import { connectionSchema, fetchAllPages, type Page } from '../pagination.js'
import type { RpcAnswer } from '../query.js'
import { checkAddress, checkCount, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { hexBigInt, hexNumber } from '../scalars.js'

export interface GetDelegationsByAddressParameters extends QueryParameters {
  address: string
  cursor?: string | null | undefined
  /** Page size (default 25, the wallet's delegation list). */
  count?: number | undefined
}

const delegationItemSchema = /* @__PURE__ */ z
  .object({
    toStakerId: hexBigInt,
    createdTime: hexNumber,
    amount: hexBigInt,
    isDelegationLocked: /* @__PURE__ */ z.boolean(),
    lockedFromEpoch: hexBigInt,
    lockedUntil: hexNumber,
    pendingRewards: /* @__PURE__ */ z.object({ amount: hexBigInt }),
  })
  .transform(({ pendingRewards, ...rest }) => ({ ...rest, pendingRewards: pendingRewards.amount }))
/** A row of an address's delegation list. */
export type DelegationListItem = z.output<typeof delegationItemSchema>
export type GetDelegationsByAddressReturnType = Page<DelegationListItem>

const document = `query DelegationsByAddress($address: Address!, $cursor: Cursor, $count: Int!) {
  delegationsByAddress(address: $address, cursor: $cursor, count: $count) {
    pageInfo { first last hasNext hasPrevious }
    totalCount
    edges {
      cursor
      delegation { toStakerId createdTime amount isDelegationLocked lockedFromEpoch lockedUntil pendingRewards { amount } }
    }
  }
}`
const schema = /* @__PURE__ */ z.object({
  delegationsByAddress: /* @__PURE__ */ connectionSchema('delegation', delegationItemSchema),
})

/** One page of the delegations of `address`, newest first. */
export async function getDelegationsByAddress(
  client: ApiClient,
  parameters: GetDelegationsByAddressParameters,
): Promise<Page<DelegationListItem>> {
  const variables = {
    address: checkAddress(parameters.address, 'address'),
    cursor: parameters.cursor ?? null,
    count: checkCount(parameters.count ?? PAGE_SIZE_WALLET_DELEGATIONS),
  }
  const rpc: RpcAnswer = (node, signal) =>
    delegationsByAddressOverRpc(node, variables.address, variables.cursor, signal)
  return (await runQuery(client, document, variables, schema, parameters.signal, rpc)).delegationsByAddress
}

/** Every delegation of `address` (pages of 100, bounded). */
export async function getAllDelegationsByAddress(
  client: ApiClient,
  parameters: Omit<GetDelegationsByAddressParameters, 'cursor'>,
): Promise<DelegationListItem[]> {
  const count = parameters.count ?? PAGE_SIZE_DELEGATIONS_ALL
  return fetchAllPages({
    fetchPage: (cursor) => getDelegationsByAddress(client, { ...parameters, cursor, count }),
  })
}

export function getDelegationsByAddressQueryKey(parameters: GetDelegationsByAddressParameters) {
  return createQueryKey('delegationsByAddress', parameters)
}

export function getAllDelegationsByAddressQueryKey(
  parameters: Omit<GetDelegationsByAddressParameters, 'cursor'>,
) {
  return createQueryKey('allDelegationsByAddress', parameters)
}
