import type { ApiClient } from '../createApiClient.js'
import { checkAddress, createQueryKey, type QueryParameters } from '../query.js'
import { getUniswapPairs, type UniswapPair } from './getUniswapPairs.js'

export interface GetUniswapPairParameters extends QueryParameters {
  /** The two tokens, in any order. */
  tokens: readonly [string, string]
  /** Whose LP share to read. */
  user?: string | undefined
}
export type GetUniswapPairReturnType = UniswapPair | null

/** The pair of two tokens among `pairs` (either order), or null. Pure. */
export function findUniswapPair(
  pairs: readonly UniswapPair[],
  tokenA: string,
  tokenB: string,
): UniswapPair | null {
  const a = tokenA.toLowerCase()
  const b = tokenB.toLowerCase()
  return (
    pairs.find((pair) => {
      const [t0, t1] = pair.tokens.map((t) => t.address.toLowerCase())
      return (t0 === a && t1 === b) || (t0 === b && t1 === a)
    }) ?? null
  )
}

/**
 * The pair of two tokens with its pool reserves as token balances (`owner` = the pair, as the original
 * wallet did) and the user's LP share. Two requests: find the pair, then read it with the pair as owner.
 */
export async function getUniswapPair(
  client: ApiClient,
  parameters: GetUniswapPairParameters,
): Promise<UniswapPair | null> {
  const [tokenA, tokenB] = parameters.tokens.map((t, i) => checkAddress(t, `tokens[${i}]`)) as [
    string,
    string,
  ]
  const { signal } = parameters
  const found = findUniswapPair(await getUniswapPairs(client, { signal }), tokenA, tokenB)
  if (found === null) return null
  const pairs = await getUniswapPairs(client, { owner: found.pairAddress, user: parameters.user, signal })
  return findUniswapPair(pairs, tokenA, tokenB)
}

export function getUniswapPairQueryKey(parameters: GetUniswapPairParameters) {
  return createQueryKey('uniswapPair', parameters)
}
