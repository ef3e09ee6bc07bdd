import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { unlockPenaltyOverRpc } from '../overRpc/stakingOverRpc.js'
import {
  checkAddress,
  createQueryKey,
  type QueryParameters,
  runQueryOrNull,
  toHexQuantity,
} from '../query.js'
import { hexBigInt } from '../scalars.js'
import { UNKNOWN_DELEGATION } from './getDelegation.js'

export interface GetDelegationUnlockPenaltyParameters extends QueryParameters {
  address: string
  stakerId: bigint
  /** wei to unlock early */
  amount: bigint
}
export type GetDelegationUnlockPenaltyReturnType = bigint | null

const document = `query GetUnlockPenalty($address: Address!, $staker: BigInt!, $amount: BigInt!) {
  delegation(address: $address, staker: $staker) { unlockPenalty(amount: $amount) }
}`
const schema = /* @__PURE__ */ z.object({
  delegation: /* @__PURE__ */ z.object({ unlockPenalty: hexBigInt }).nullable(),
})

/** Penalty in wei for unlocking `amount` of a locked delegation early; null when there is no delegation. */
export async function getDelegationUnlockPenalty(
  client: ApiClient,
  parameters: GetDelegationUnlockPenaltyParameters,
): Promise<bigint | null> {
  const variables = {
    address: checkAddress(parameters.address, 'address'),
    staker: toHexQuantity(parameters.stakerId, 'stakerId'),
    amount: toHexQuantity(parameters.amount, 'amount'),
  }
  const result = await runQueryOrNull(
    client,
    document,
    variables,
    schema,
    UNKNOWN_DELEGATION,
    parameters.signal,
    (node, signal) =>
      unlockPenaltyOverRpc(
        node,
        variables.address,
        BigInt(parameters.stakerId),
        BigInt(parameters.amount),
        signal,
      ),
  )
  return result?.delegation?.unlockPenalty ?? null
}

export function getDelegationUnlockPenaltyQueryKey(parameters: GetDelegationUnlockPenaltyParameters) {
  return createQueryKey('delegationUnlockPenalty', parameters)
}
