import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { erc20AllowanceOverRpc } from '../overRpc/tokensOverRpc.js'
import type { RpcAnswer } from '../query.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { hexBigInt } from '../scalars.js'

export interface GetErc20TokenAllowanceParameters extends QueryParameters {
  token: string
  owner: string
  spender: string
}
export type GetErc20TokenAllowanceReturnType = bigint

const document = `query GetErc20TokenAllowance($token: Address!, $owner: Address!, $spender: Address!) {
  ercTokenAllowance(token: $token, owner: $owner, spender: $spender)
}`
const schema = /* @__PURE__ */ z.object({ ercTokenAllowance: hexBigInt })

/** `token.allowance(owner, spender)` in base units. */
export async function getErc20TokenAllowance(
  client: ApiClient,
  parameters: GetErc20TokenAllowanceParameters,
): Promise<bigint> {
  const variables = {
    token: checkAddress(parameters.token, 'token'),
    owner: checkAddress(parameters.owner, 'owner'),
    spender: checkAddress(parameters.spender, 'spender'),
  }
  const rpc: RpcAnswer = (node, signal) =>
    erc20AllowanceOverRpc(node, variables.token, variables.owner, variables.spender, signal)
  return (await runQuery(client, document, variables, schema, parameters.signal, rpc)).ercTokenAllowance
}

export function getErc20TokenAllowanceQueryKey(parameters: GetErc20TokenAllowanceParameters) {
  return createQueryKey('erc20TokenAllowance', parameters)
}
