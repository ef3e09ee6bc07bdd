import * as z from 'zod'
import { PAGE_SIZE_ACCOUNT_DELEGATIONS } from '../../constants/limits.js'
import type { ApiClient } from '../createApiClient.js'
import { fetchAllPages, type Page } from '../pagination.js'
import type { RpcAnswer } from '../query.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import {
  ACCOUNT_FULL_FIELDS,
  type Account,
  type AccountDelegationSummary,
  accountDelegationsSchema,
  accountFullSchema,
} from './accountSchemas.js'

export interface GetAccountParameters extends QueryParameters {
  address: string
}
export type GetAccountReturnType = Account

const document = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int) {
  account(address: $address) {
    ${ACCOUNT_FULL_FIELDS}
  }
}`

const delegationsDocument = `query AccountDelegations($address: Address!, $cursor: Cursor, $count: Int) {
  account(address: $address) {
    delegations(cursor: $cursor, count: $count) {
      pageInfo { first last hasNext hasPrevious }
      totalCount
      edges { delegation { toStakerId pendingRewards { amount } } cursor }
    }
  }
}`

const schema = /* @__PURE__ */ z.object({ account: accountFullSchema })
const delegationsSchema = /* @__PURE__ */ z.object({
  account: /* @__PURE__ */ z.object({ delegations: accountDelegationsSchema }),
})

/**
 * Full account: balance, total value, validator flag and every delegation's pending rewards
 * (delegation pages of 50 are followed to the end, docs/chain-and-api.md#api-queries).
 */
export async function getAccount(client: ApiClient, parameters: GetAccountParameters): Promise<Account> {
  const address = checkAddress(parameters.address, 'address')
  const { signal } = parameters
  const variables = { address, cursor: null, count: PAGE_SIZE_ACCOUNT_DELEGATIONS }
  // The node's answer loads only when the fallback runs (docs/decisions.md#size-budgets).
  const rpc: RpcAnswer = async (node, rpcSignal) => {
    const { fullAccountsOverRpc } = await import('../overRpc/accountOverRpc.js')
    return { account: (await fullAccountsOverRpc(node, [address], rpcSignal))[0] }
  }
  const { account } = await runQuery(client, document, variables, schema, signal, rpc)
  const delegations = await followDelegations(client, address, account.delegations, signal)
  return toAccount(account, delegations)
}

/** Loads the delegation pages after `first` (used by getAccount and getAccounts). */
export async function followDelegations(
  client: ApiClient,
  address: string,
  first: Page<AccountDelegationSummary>,
  signal?: AbortSignal,
): Promise<AccountDelegationSummary[]> {
  if (first.nextCursor === null) return [...first.items]
  const rest = await fetchAllPages({
    fetchPage: async (cursor) => {
      if (cursor === null) return first
      const variables = { address, cursor, count: PAGE_SIZE_ACCOUNT_DELEGATIONS }
      return (await runQuery(client, delegationsDocument, variables, delegationsSchema, signal)).account
        .delegations
    },
  })
  return rest
}

export function toAccount(
  account: Omit<z.output<typeof accountFullSchema>, 'delegations'>,
  delegations: readonly AccountDelegationSummary[],
): Account {
  return {
    address: account.address,
    balance: account.balance,
    totalValue: account.totalValue,
    staker: account.staker,
    delegations,
    pendingRewards: delegations.map((d) => d.pendingRewards),
  }
}

export function getAccountQueryKey(parameters: GetAccountParameters) {
  return createQueryKey('account', parameters)
}
