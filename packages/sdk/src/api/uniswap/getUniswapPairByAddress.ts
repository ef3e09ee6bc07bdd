import type { ApiClient } from '../createApiClient.js'
import { checkAddress, createQueryKey, type QueryParameters } from '../query.js'
import { getUniswapPairs, type UniswapPair } from './getUniswapPairs.js'

export interface GetUniswapPairByAddressParameters extends QueryParameters {
  /** The pair (LP token) contract address. */
  pairAddress: string
}
export type GetUniswapPairByAddressReturnType = UniswapPair | null

/**
 * One fUNI pair by its address, with its tokens and reserves, or null when it is not a whitelisted pair.
 * The API has no root lookup by pair address (docs/chain-and-api.md#api-queries), so this reads the pair list.
 *
 * @example const pair = await getUniswapPairByAddress(client, { pairAddress: '0x34bf…e7bf' })
 */
export async function getUniswapPairByAddress(
  client: ApiClient,
  parameters: GetUniswapPairByAddressParameters,
): Promise<GetUniswapPairByAddressReturnType> {
  const wanted = checkAddress(parameters.pairAddress, 'pairAddress').toLowerCase()
  const pairs = await getUniswapPairs(client, { signal: parameters.signal })
  return pairs.find((pair) => pair.pairAddress.toLowerCase() === wanted) ?? null
}

export function getUniswapPairByAddressQueryKey(parameters: GetUniswapPairByAddressParameters) {
  return createQueryKey('uniswapPairByAddress', parameters)
}
