import * as z from 'zod/mini'
import { API_MAX_BATCH_ACCOUNTS } from '../../constants/api.js'
import type { ApiClient } from '../createApiClient.js'
import { ApiResponseError } from '../errors.js'
import type { RpcAnswer } from '../query.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { addressMini, hexBigIntMini } from '../scalarsMini.js'
import { accountBalancesOperation } from './accountBalancesOperation.js'

export interface GetAccountBalancesParameters extends QueryParameters {
  addresses: readonly string[]
}

export interface AccountBalance {
  readonly address: string
  /** Available balance in wei. */
  readonly balance: bigint
  /** balance + delegated + pending rewards + pending withdrawals, in wei. */
  readonly totalValue: bigint
}
export type GetAccountBalancesReturnType = AccountBalance[]

// zod/mini: the balance is what an app queries first (docs/decisions.md#size-budgets).
const balanceSchema = /* @__PURE__ */ z.object({
  address: addressMini,
  balance: hexBigIntMini,
  totalValue: hexBigIntMini,
})

/**
 * Balance and total value of many accounts in ONE request per 50 accounts (an aliased query), in the
 * order of `addresses`. This is what polling uses instead of one request per account.
 */
export async function getAccountBalances(
  client: ApiClient,
  parameters: GetAccountBalancesParameters,
): Promise<AccountBalance[]> {
  const addresses = parameters.addresses.map((a, i) => checkAddress(a, `addresses[${i}]`))
  const out: AccountBalance[] = []
  for (let start = 0; start < addresses.length; start += API_MAX_BATCH_ACCOUNTS) {
    const chunk = addresses.slice(start, start + API_MAX_BATCH_ACCOUNTS)
    const { document, variables } = accountBalancesOperation(chunk)
    const schema = z.object(Object.fromEntries(chunk.map((_, i) => [`a${i}`, balanceSchema])))
    // The node's answer loads only when the fallback runs (docs/decisions.md#size-budgets).
    const rpc: RpcAnswer = async (node, signal) =>
      (await import('../overRpc/accountBalancesOverRpc.js')).accountBalancesOverRpc(node, chunk, signal)
    const data = await runQuery(client, document, variables, schema, parameters.signal, rpc)
    chunk.forEach((requested, i) => {
      const balance = data[`a${i}`] as AccountBalance
      if (balance.address.toLowerCase() !== requested.toLowerCase()) {
        throw new ApiResponseError(`a${i}.address`, 'is not the requested address')
      }
      out.push(balance)
    })
  }
  return out
}

export function getAccountBalancesQueryKey(parameters: GetAccountBalancesParameters) {
  return createQueryKey('accountBalances', parameters)
}
