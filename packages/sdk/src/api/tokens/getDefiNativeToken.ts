import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, hexBigInt } from '../scalars.js'

export interface GetDefiNativeTokenParameters extends QueryParameters {
  owner?: string | undefined
}

const base = {
  address,
  name: /* @__PURE__ */ z.string(),
  symbol: /* @__PURE__ */ z.string(),
  totalSupply: hexBigInt,
}
const tokenSchema = /* @__PURE__ */ z.object(base)
const tokenWithBalanceSchema = /* @__PURE__ */ z
  .object({ ...base, balanceOf: hexBigInt })
  .transform(({ balanceOf, ...rest }) => ({ ...rest, balance: balanceOf }))

/** The router's wrapped native token (WFTM). */
export interface NativeToken {
  readonly address: string
  readonly name: string
  readonly symbol: string
  readonly totalSupply: bigint
  readonly balance?: bigint
}
export type GetDefiNativeTokenReturnType = NativeToken | null

const withOwner = `query GetNativeToken($owner: Address!) {
  defiNativeToken { address name symbol totalSupply balanceOf(owner: $owner) }
}`
const withoutOwner = `query GetNativeToken {
  defiNativeToken { address name symbol totalSupply }
}`

/** The wrapped native token (null when the server has no router configured). */
export async function getDefiNativeToken(
  client: ApiClient,
  parameters: GetDefiNativeTokenParameters = {},
): Promise<NativeToken | null> {
  const { owner, signal } = parameters
  if (owner === undefined) {
    const schema = z.object({ defiNativeToken: tokenSchema.nullable() })
    return (await runQuery(client, withoutOwner, undefined, schema, signal)).defiNativeToken
  }
  const schema = z.object({ defiNativeToken: tokenWithBalanceSchema.nullable() })
  const variables = { owner: checkAddress(owner, 'owner') }
  return (await runQuery(client, withOwner, variables, schema, signal)).defiNativeToken
}

export function getDefiNativeTokenQueryKey(parameters: GetDefiNativeTokenParameters = {}) {
  return createQueryKey('defiNativeToken', parameters)
}
