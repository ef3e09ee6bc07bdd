import * as z from 'zod'
import { API_MAX_BATCH_ACCOUNTS } from '../../constants/api.js'
import { PAGE_SIZE_ACCOUNT_DELEGATIONS } from '../../constants/limits.js'
import type { ApiClient } from '../createApiClient.js'
import { ApiResponseError } from '../errors.js'
import type { RpcAnswer } from '../query.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { buildAliasedAccountsDocument } from './accountBalancesOperation.js'
import { ACCOUNT_FULL_FIELDS, type Account, accountFullSchema } from './accountSchemas.js'
import { followDelegations, toAccount } from './getAccount.js'

export interface GetAccountsParameters extends QueryParameters {
  addresses: readonly string[]
}
export type GetAccountsReturnType = Account[]

/**
 * Full accounts (as getAccount) for many addresses in one aliased request per 50 accounts; an account with
 * more than 50 delegations gets its further delegation pages loaded separately.
 */
export async function getAccounts(client: ApiClient, parameters: GetAccountsParameters): Promise<Account[]> {
  const addresses = parameters.addresses.map((a, i) => checkAddress(a, `addresses[${i}]`))
  const { signal } = parameters
  const out: Account[] = []
  for (let start = 0; start < addresses.length; start += API_MAX_BATCH_ACCOUNTS) {
    const chunk = addresses.slice(start, start + API_MAX_BATCH_ACCOUNTS)
    const document = buildAliasedAccountsDocument(
      'Accounts',
      chunk.length,
      ACCOUNT_FULL_FIELDS,
      ', $cursor: Cursor, $count: Int',
    )
    const schema = z.object(Object.fromEntries(chunk.map((_, i) => [`a${i}`, accountFullSchema])))
    const variables = {
      ...Object.fromEntries(chunk.map((a, i) => [`a${i}`, a])),
      cursor: null,
      count: PAGE_SIZE_ACCOUNT_DELEGATIONS,
    }
    // The node's answer loads only when the fallback runs (docs/decisions.md#size-budgets).
    const rpc: RpcAnswer = async (node, rpcSignal) => {
      const { fullAccountsOverRpc } = await import('../overRpc/accountOverRpc.js')
      const accounts = await fullAccountsOverRpc(node, chunk, rpcSignal)
      return Object.fromEntries(accounts.map((account, i) => [`a${i}`, account]))
    }
    const data = await runQuery(client, document, variables, schema, signal, rpc)
    for (const [i, requested] of chunk.entries()) {
      const account = data[`a${i}`] as z.output<typeof accountFullSchema>
      if (account.address.toLowerCase() !== requested.toLowerCase()) {
        throw new ApiResponseError(`a${i}.address`, 'is not the requested address')
      }
      out.push(toAccount(account, await followDelegations(client, requested, account.delegations, signal)))
    }
  }
  return out
}

export function getAccountsQueryKey(parameters: GetAccountsParameters) {
  return createQueryKey('accounts', parameters)
}
