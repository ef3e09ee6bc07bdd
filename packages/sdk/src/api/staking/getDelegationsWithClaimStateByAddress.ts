// The staking page's delegation list with what the claim rule needs (docs/behaviour/staking.md#claiming):
// the list's own fields plus amountDelegated and isFluidStakingActive, in the same one query per wallet.
import * as z from 'zod'
import { PAGE_SIZE_DELEGATIONS_ALL } from '../../constants/limits.js'
import type { ApiClient } from '../createApiClient.js'
import { connectionSchema, fetchAllPages, type Page } from '../pagination.js'
import { checkAddress, checkCount, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { hexBigInt, hexNumber } from '../scalars.js'

export interface GetDelegationsWithClaimStateByAddressParameters extends QueryParameters {
  address: string
  /** Page size (default 100, the all-wallet list's). */
  count?: number | undefined
}

const itemSchema = /* @__PURE__ */ z
  .object({
    toStakerId: hexBigInt,
    createdTime: hexNumber,
    amount: hexBigInt,
    amountDelegated: hexBigInt,
    isFluidStakingActive: /* @__PURE__ */ z.boolean(),
    isDelegationLocked: /* @__PURE__ */ z.boolean(),
    lockedFromEpoch: hexBigInt,
    lockedUntil: hexNumber,
    pendingRewards: /* @__PURE__ */ z.object({ amount: hexBigInt }),
  })
  .transform(({ pendingRewards, ...rest }) => ({ ...rest, pendingRewards: pendingRewards.amount }))
/** A delegation list row that also carries what `canClaimRewards` reads. */
export type DelegationWithClaimState = z.output<typeof itemSchema>
export type GetDelegationsWithClaimStateByAddressReturnType = DelegationWithClaimState[]

const document = `query DelegationsWithClaimState($address: Address!, $cursor: Cursor, $count: Int!) {
  delegationsByAddress(address: $address, cursor: $cursor, count: $count) {
    pageInfo { first last hasNext hasPrevious }
    totalCount
    edges {
      cursor
      delegation {
        toStakerId createdTime amount amountDelegated isFluidStakingActive isDelegationLocked lockedFromEpoch
        lockedUntil pendingRewards { amount }
      }
    }
  }
}`
const schema = /* @__PURE__ */ z.object({
  delegationsByAddress: /* @__PURE__ */ connectionSchema('delegation', itemSchema),
})

/**
 * Every delegation of `address` with its claim state (pages of 100, bounded).
 * @example canClaimRewards((await getDelegationsWithClaimStateByAddress(client, { address }))[0])
 */
export async function getDelegationsWithClaimStateByAddress(
  client: ApiClient,
  parameters: GetDelegationsWithClaimStateByAddressParameters,
): Promise<DelegationWithClaimState[]> {
  const address = checkAddress(parameters.address, 'address')
  const count = checkCount(parameters.count ?? PAGE_SIZE_DELEGATIONS_ALL)
  return fetchAllPages({
    fetchPage: async (cursor): Promise<Page<DelegationWithClaimState>> =>
      (await runQuery(client, document, { address, cursor, count }, schema, parameters.signal))
        .delegationsByAddress,
  })
}

export function getDelegationsWithClaimStateByAddressQueryKey(
  parameters: GetDelegationsWithClaimStateByAddressParameters,
) {
  return createQueryKey('delegationsWithClaimStateByAddress', parameters)
}
