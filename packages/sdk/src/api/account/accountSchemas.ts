import * as z from 'zod'
import { connectionSchema } from '../pagination.js'
import { address, hexBigInt, hexNumber } from '../scalars.js'

/** Fields of the full account variant (docs/chain-and-api.md#api-queries, plus staker and toStakerId). */
export const ACCOUNT_FULL_FIELDS = `address
    balance
    totalValue
    staker { id createdTime isActive }
    delegations(cursor: $cursor, count: $count) {
      pageInfo { first last hasNext hasPrevious }
      totalCount
      edges { delegation { toStakerId pendingRewards { amount } } cursor }
    }`

export const accountDelegationSchema = /* @__PURE__ */ z
  .object({ toStakerId: hexBigInt, pendingRewards: /* @__PURE__ */ z.object({ amount: hexBigInt }) })
  .transform((d) => ({ toStakerId: d.toStakerId, pendingRewards: d.pendingRewards.amount }))

export const accountDelegationsSchema = /* @__PURE__ */ connectionSchema(
  'delegation',
  accountDelegationSchema,
)

export const accountFullSchema = /* @__PURE__ */ z.object({
  address,
  balance: hexBigInt,
  totalValue: hexBigInt,
  staker: /* @__PURE__ */ z
    .object({ id: hexBigInt, createdTime: hexNumber, isActive: /* @__PURE__ */ z.boolean() })
    .nullable(),
  delegations: accountDelegationsSchema,
})

export type AccountDelegationSummary = z.output<typeof accountDelegationSchema>

/** An account as the wallet list and balance box need it. */
export interface Account {
  readonly address: string
  /** Available balance in wei. */
  readonly balance: bigint
  /** balance + delegated + pending rewards + pending withdrawals, in wei. */
  readonly totalValue: bigint
  /** Set when the account is a validator. */
  readonly staker: { readonly id: bigint; readonly createdTime: number; readonly isActive: boolean } | null
  readonly delegations: readonly AccountDelegationSummary[]
  /** One amount per delegation (docs/behaviour/wallets-and-accounts.md#wallet-types). */
  readonly pendingRewards: readonly bigint[]
}
