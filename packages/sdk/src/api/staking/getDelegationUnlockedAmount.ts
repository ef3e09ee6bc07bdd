import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { unlockedAmountOverRpc } from '../overRpc/stakingOverRpc.js'
import {
  checkAddress,
  createQueryKey,
  type QueryParameters,
  runQueryOrNull,
  toHexQuantity,
} from '../query.js'
import { hexBigInt } from '../scalars.js'
import { UNKNOWN_DELEGATION } from './getDelegation.js'

export interface GetDelegationUnlockedAmountParameters extends QueryParameters {
  address: string
  stakerId: bigint
}
export type GetDelegationUnlockedAmountReturnType = bigint | null

const document = `query GetUnlockedAmount($address: Address!, $staker: BigInt!) {
  delegation(address: $address, staker: $staker) { unlockedAmount }
}`
const schema = /* @__PURE__ */ z.object({
  delegation: /* @__PURE__ */ z.object({ unlockedAmount: hexBigInt }).nullable(),
})

/** The part of a delegation that is not locked (caps an undelegation); null when there is no delegation. */
export async function getDelegationUnlockedAmount(
  client: ApiClient,
  parameters: GetDelegationUnlockedAmountParameters,
): Promise<bigint | null> {
  const variables = {
    address: checkAddress(parameters.address, 'address'),
    staker: toHexQuantity(parameters.stakerId, 'stakerId'),
  }
  const result = await runQueryOrNull(
    client,
    document,
    variables,
    schema,
    UNKNOWN_DELEGATION,
    parameters.signal,
    (node, signal) => unlockedAmountOverRpc(node, variables.address, BigInt(parameters.stakerId), signal),
  )
  return result?.delegation?.unlockedAmount ?? null
}

export function getDelegationUnlockedAmountQueryKey(parameters: GetDelegationUnlockedAmountParameters) {
  return createQueryKey('delegationUnlockedAmount', parameters)
}
