import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { erc20BalanceOverRpc } from '../overRpc/tokensOverRpc.js'
import type { RpcAnswer } from '../query.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { hexBigInt } from '../scalars.js'

export interface GetErc20TokenBalanceParameters extends QueryParameters {
  owner: string
  token: string
}
export type GetErc20TokenBalanceReturnType = bigint

const document = `query ERCTokenBalance($owner: Address!, $token: Address!) {
  ercTokenBalance(owner: $owner, token: $token)
}`
const schema = /* @__PURE__ */ z.object({ ercTokenBalance: hexBigInt })

/** `token.balanceOf(owner)` in base units (the server answers 0 when the token cannot be read). */
export async function getErc20TokenBalance(
  client: ApiClient,
  parameters: GetErc20TokenBalanceParameters,
): Promise<bigint> {
  const variables = {
    owner: checkAddress(parameters.owner, 'owner'),
    token: checkAddress(parameters.token, 'token'),
  }
  const rpc: RpcAnswer = (node, signal) => erc20BalanceOverRpc(node, variables.owner, variables.token, signal)
  return (await runQuery(client, document, variables, schema, parameters.signal, rpc)).ercTokenBalance
}

export function getErc20TokenBalanceQueryKey(parameters: GetErc20TokenBalanceParameters) {
  return createQueryKey('erc20TokenBalance', parameters)
}
