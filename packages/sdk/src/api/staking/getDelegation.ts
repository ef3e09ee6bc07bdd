import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { delegationOverRpc } from '../overRpc/stakingOverRpc.js'
import {
  checkAddress,
  createQueryKey,
  type QueryParameters,
  runQueryOrNull,
  toHexQuantity,
} from '../query.js'
import { address, hexBigInt, hexNumber } from '../scalars.js'

export interface GetDelegationParameters extends QueryParameters {
  /** The delegator. */
  address: string
  /** The validator id. */
  stakerId: bigint
}

const withdrawRequestSchema = /* @__PURE__ */ z.object({
  address,
  stakerID: hexBigInt,
  withdrawRequestID: hexBigInt,
  createdTime: hexNumber,
  /** null while the request is pending */
  withdrawTime: /* @__PURE__ */ hexNumber.nullable(),
  amount: hexBigInt,
})
export type WithdrawRequest = z.output<typeof withdrawRequestSchema>

const delegationSchema = /* @__PURE__ */ z
  .object({
    toStakerId: hexBigInt,
    createdTime: hexNumber,
    amount: hexBigInt,
    amountDelegated: hexBigInt,
    amountInWithdraw: hexBigInt,
    unlockedAmount: hexBigInt,
    claimedReward: hexBigInt,
    outstandingSFTM: hexBigInt,
    tokenizerAllowedToWithdraw: /* @__PURE__ */ z.boolean(),
    isFluidStakingActive: /* @__PURE__ */ z.boolean(),
    isDelegationLocked: /* @__PURE__ */ z.boolean(),
    lockDuration: hexNumber,
    lockedUntil: hexNumber,
    pendingRewards: /* @__PURE__ */ z.object({ amount: hexBigInt }),
    withdrawRequests: /* @__PURE__ */ z.array(withdrawRequestSchema),
  })
  .transform(({ pendingRewards, ...rest }) => ({ ...rest, pendingRewards: pendingRewards.amount }))
/** One delegation with lock, rewards, sFTM and withdraw-request state (StakingInfo of the original). */
export type Delegation = z.output<typeof delegationSchema>
export type GetDelegationReturnType = Delegation | null

const document = `query Delegation($address: Address!, $staker: BigInt!) {
  delegation(address: $address, staker: $staker) {
    toStakerId createdTime amount amountDelegated amountInWithdraw unlockedAmount claimedReward
    outstandingSFTM tokenizerAllowedToWithdraw isFluidStakingActive isDelegationLocked lockDuration lockedUntil
    pendingRewards { amount }
    withdrawRequests { address stakerID withdrawRequestID createdTime withdrawTime amount }
  }
}`
const schema = /* @__PURE__ */ z.object({ delegation: /* @__PURE__ */ delegationSchema.nullable() })

/** The serverʼs "unknown delegation" error. */
export const UNKNOWN_DELEGATION = { field: 'delegation', message: /^unknown delegation$/ }

/** A delegation of `address` to validator `stakerId`; null when there is none. */
export async function getDelegation(
  client: ApiClient,
  parameters: GetDelegationParameters,
): Promise<Delegation | null> {
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
    (node, signal) => delegationOverRpc(node, variables.address, parameters.stakerId, signal),
  )
  return result?.delegation ?? null
}

export function getDelegationQueryKey(parameters: GetDelegationParameters) {
  return createQueryKey('delegation', parameters)
}
