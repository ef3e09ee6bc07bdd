import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, hexBigInt, hexNumber, int } from '../scalars.js'

export interface GetUniswapPairsParameters extends QueryParameters {
  /** Whose token balances to read: the user, or the pair itself (then `balance` = pool reserve). */
  owner?: string | undefined
  /** Whose LP share to read (`shareOf`); implies `owner = user` when no owner is given. */
  user?: string | undefined
}

const tokenBase = {
  address,
  name: /* @__PURE__ */ z.string(),
  symbol: /* @__PURE__ */ z.string(),
  logoURL: /* @__PURE__ */ z.string(),
  decimals: int,
}
const pairTokenSchema = /* @__PURE__ */ z
  .object(tokenBase)
  .transform(({ logoURL, ...rest }) => ({ ...rest, logoUrl: logoURL }))
const pairTokenWithBalanceSchema = /* @__PURE__ */ z
  .object({ ...tokenBase, balanceOf: hexBigInt })
  .transform(({ logoURL, balanceOf, ...rest }) => ({ ...rest, logoUrl: logoURL, balance: balanceOf }))

const pairBase = {
  pairAddress: address,
  reservesTimeStamp: hexNumber,
  reserves: /* @__PURE__ */ z.array(hexBigInt),
  cumulativePrices: /* @__PURE__ */ z.array(hexBigInt),
  totalSupply: hexBigInt,
}

export interface UniswapPairToken {
  readonly address: string
  readonly name: string
  readonly symbol: string
  readonly logoUrl: string
  readonly decimals: number
  /** `balanceOf(owner)` when an owner was given. */
  readonly balance?: bigint
}

/** A whitelisted fUNI pair. */
export interface UniswapPair {
  readonly pairAddress: string
  readonly tokens: readonly UniswapPairToken[]
  readonly reservesTimeStamp: number
  readonly reserves: readonly bigint[]
  readonly cumulativePrices: readonly bigint[]
  /** LP token supply; 0 = no liquidity. */
  readonly totalSupply: bigint
  /** LP balance of `user` when a user was given. */
  readonly shareOf?: bigint
}
export type GetUniswapPairsReturnType = UniswapPair[]

const PAIR = 'pairAddress reservesTimeStamp reserves cumulativePrices totalSupply'
const TOKEN = 'address name symbol logoURL decimals'
const documents = {
  plain: `query GetUniswapPairs {
  defiUniswapPairs { ${PAIR} tokens { ${TOKEN} } }
}`,
  owner: `query GetUniswapPairs($owner: Address!) {
  defiUniswapPairs { ${PAIR} tokens { ${TOKEN} balanceOf(owner: $owner) } }
}`,
  user: `query GetUniswapPairs($user: Address!, $owner: Address!) {
  defiUniswapPairs { ${PAIR} tokens { ${TOKEN} balanceOf(owner: $owner) } shareOf(user: $user) }
}`,
}
const schemas = {
  plain: /* @__PURE__ */ z.object({
    defiUniswapPairs: /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.object({ ...pairBase, tokens: /* @__PURE__ */ z.array(pairTokenSchema) }),
    ),
  }),
  owner: /* @__PURE__ */ z.object({
    defiUniswapPairs: /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.object({ ...pairBase, tokens: /* @__PURE__ */ z.array(pairTokenWithBalanceSchema) }),
    ),
  }),
  user: /* @__PURE__ */ z.object({
    defiUniswapPairs: /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.object({
        ...pairBase,
        tokens: /* @__PURE__ */ z.array(pairTokenWithBalanceSchema),
        shareOf: hexBigInt,
      }),
    ),
  }),
}

/** The fUNI pairs, optionally with token balances of `owner` and the LP share of `user`. */
export async function getUniswapPairs(
  client: ApiClient,
  parameters: GetUniswapPairsParameters = {},
): Promise<UniswapPair[]> {
  const { signal } = parameters
  const user = parameters.user === undefined ? undefined : checkAddress(parameters.user, 'user')
  const owner = parameters.owner === undefined ? user : checkAddress(parameters.owner, 'owner')
  if (user !== undefined && owner !== undefined) {
    return (await runQuery(client, documents.user, { user, owner }, schemas.user, signal)).defiUniswapPairs
  }
  if (owner !== undefined) {
    return (await runQuery(client, documents.owner, { owner }, schemas.owner, signal)).defiUniswapPairs
  }
  return (await runQuery(client, documents.plain, undefined, schemas.plain, signal)).defiUniswapPairs
}

export function getUniswapPairsQueryKey(parameters: GetUniswapPairsParameters = {}) {
  return createQueryKey('uniswapPairs', parameters)
}
