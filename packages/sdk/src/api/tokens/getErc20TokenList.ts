import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import {
  ERC20_TOKEN_FIELDS,
  type Erc20Token,
  erc20TokenSchema,
  erc20TokenWithBalanceSchema,
} from './erc20Schemas.js'

export interface GetErc20TokenListParameters extends QueryParameters {
  /** With an owner each token carries `balance`. */
  owner?: string | undefined
}
export type GetErc20TokenListReturnType = Erc20Token[]

const withOwner = `query ERC20TokenList($owner: Address!) {
  erc20TokenList { ${ERC20_TOKEN_FIELDS} balanceOf(owner: $owner) }
}`
const withoutOwner = `query ERC20TokenList {
  erc20TokenList { ${ERC20_TOKEN_FIELDS} }
}`

/** The server's list of most active ERC-20 tokens. */
export async function getErc20TokenList(
  client: ApiClient,
  parameters: GetErc20TokenListParameters = {},
): Promise<Erc20Token[]> {
  const { owner, signal } = parameters
  if (owner === undefined) {
    const schema = z.object({ erc20TokenList: z.array(erc20TokenSchema) })
    return (await runQuery(client, withoutOwner, undefined, schema, signal)).erc20TokenList
  }
  const schema = z.object({ erc20TokenList: z.array(erc20TokenWithBalanceSchema) })
  const variables = { owner: checkAddress(owner, 'owner') }
  return (await runQuery(client, withOwner, variables, schema, signal)).erc20TokenList
}

export function getErc20TokenListQueryKey(parameters: GetErc20TokenListParameters = {}) {
  return createQueryKey('erc20TokenList', parameters)
}
