import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, hexBigInt } from '../scalars.js'

export interface GetUniswapPairSharesParameters extends QueryParameters {
  user: string
}

const shareSchema = /* @__PURE__ */ z.object({ pairAddress: address, shareOf: hexBigInt })
/** LP token balance of a user in one pair. */
export type UniswapPairShare = z.output<typeof shareSchema>
export type GetUniswapPairSharesReturnType = UniswapPairShare[]

const document = `query GetUniswapPairs($user: Address!) {
  defiUniswapPairs { pairAddress shareOf(user: $user) }
}`
const schema = /* @__PURE__ */ z.object({ defiUniswapPairs: /* @__PURE__ */ z.array(shareSchema) })

/** The user's LP share in every pair (liquidity list). */
export async function getUniswapPairShares(
  client: ApiClient,
  parameters: GetUniswapPairSharesParameters,
): Promise<UniswapPairShare[]> {
  const variables = { user: checkAddress(parameters.user, 'user') }
  return (await runQuery(client, document, variables, schema, parameters.signal)).defiUniswapPairs
}

export function getUniswapPairSharesQueryKey(parameters: GetUniswapPairSharesParameters) {
  return createQueryKey('uniswapPairShares', parameters)
}
