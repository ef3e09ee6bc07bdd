import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { ERC20_TOKEN_FIELDS, type Erc20Token, erc20TokenWithBalanceSchema } from './erc20Schemas.js'

export interface GetErc20AssetsParameters extends QueryParameters {
  owner: string
}
export type GetErc20AssetsReturnType = Erc20Token[]

const document = `query Erc20Assets($owner: Address!) {
  erc20Assets(owner: $owner) { ${ERC20_TOKEN_FIELDS} balanceOf(owner: $owner) }
}`
const schema = /* @__PURE__ */ z.object({ erc20Assets: /* @__PURE__ */ z.array(erc20TokenWithBalanceSchema) })

/** Tokens `owner` ever received, each with its current `balance` (the wallet's assets list). */
export async function getErc20Assets(
  client: ApiClient,
  parameters: GetErc20AssetsParameters,
): Promise<Erc20Token[]> {
  const variables = { owner: checkAddress(parameters.owner, 'owner') }
  return (await runQuery(client, document, variables, schema, parameters.signal)).erc20Assets
}

export function getErc20AssetsQueryKey(parameters: GetErc20AssetsParameters) {
  return createQueryKey('erc20Assets', parameters)
}
