import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { ApiInputError, ApiResponseError } from '../errors.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery, toHexQuantity } from '../query.js'
import { hexBigInt } from '../scalars.js'

export interface GetUniswapAmountsOutParameters extends QueryParameters {
  amountIn: bigint
  /** Swap path, from → to. */
  tokens: readonly string[]
}
export interface GetUniswapAmountsInParameters extends QueryParameters {
  amountOut: bigint
  tokens: readonly string[]
}
export interface GetUniswapQuoteLiquidityParameters extends QueryParameters {
  tokens: readonly [string, string]
  amountsIn: readonly [bigint, bigint]
}

const amountsOutDocument = `query GetUniswapAmountsOut($amountIn: BigInt!, $tokens: [Address!]!) {
  defiUniswapAmountsOut(amountIn: $amountIn, tokens: $tokens)
}`
const amountsInDocument = `query GetUniswapAmountsIn($amountOut: BigInt!, $tokens: [Address!]!) {
  defiUniswapAmountsIn(amountOut: $amountOut, tokens: $tokens)
}`
const quoteDocument = `query GetDefiUniswapQuoteLiquidity($tokens: [Address!]!, $amountsIn: [BigInt!]!) {
  defiUniswapQuoteLiquidity(tokens: $tokens, amountsIn: $amountsIn)
}`

function checkPath(tokens: readonly string[]): string[] {
  if (tokens.length < 2) throw new ApiInputError('tokens must hold at least two addresses')
  return tokens.map((t, i) => checkAddress(t, `tokens[${i}]`))
}

function checkLength(values: bigint[], expected: number, field: string): bigint[] {
  if (values.length !== expected) throw new ApiResponseError(field, `expected ${expected} amounts`)
  return values
}

/** Router getAmountsOut: one amount per path token, the last one is what the swap yields. */
export async function getUniswapAmountsOut(client: ApiClient, parameters: GetUniswapAmountsOutParameters) {
  const tokens = checkPath(parameters.tokens)
  const variables = { amountIn: toHexQuantity(parameters.amountIn, 'amountIn'), tokens }
  const schema = z.object({ defiUniswapAmountsOut: z.array(hexBigInt) })
  const result = await runQuery(client, amountsOutDocument, variables, schema, parameters.signal)
  return checkLength(result.defiUniswapAmountsOut, tokens.length, 'defiUniswapAmountsOut')
}

/** Router getAmountsIn: one amount per path token, the first one is what the swap costs. */
export async function getUniswapAmountsIn(client: ApiClient, parameters: GetUniswapAmountsInParameters) {
  const tokens = checkPath(parameters.tokens)
  const variables = { amountOut: toHexQuantity(parameters.amountOut, 'amountOut'), tokens }
  const schema = z.object({ defiUniswapAmountsIn: z.array(hexBigInt) })
  const result = await runQuery(client, amountsInDocument, variables, schema, parameters.signal)
  return checkLength(result.defiUniswapAmountsIn, tokens.length, 'defiUniswapAmountsIn')
}

/** Optimal amounts for adding liquidity, in the caller's token order. */
export async function getUniswapQuoteLiquidity(
  client: ApiClient,
  parameters: GetUniswapQuoteLiquidityParameters,
) {
  const tokens = checkPath(parameters.tokens)
  const amountsIn = parameters.amountsIn.map((a, i) => toHexQuantity(a, `amountsIn[${i}]`))
  const schema = z.object({ defiUniswapQuoteLiquidity: z.array(hexBigInt) })
  const result = await runQuery(client, quoteDocument, { tokens, amountsIn }, schema, parameters.signal)
  return checkLength(result.defiUniswapQuoteLiquidity, 2, 'defiUniswapQuoteLiquidity') as [bigint, bigint]
}

export function getUniswapAmountsOutQueryKey(parameters: GetUniswapAmountsOutParameters) {
  return createQueryKey('uniswapAmountsOut', parameters)
}
export function getUniswapAmountsInQueryKey(parameters: GetUniswapAmountsInParameters) {
  return createQueryKey('uniswapAmountsIn', parameters)
}
export function getUniswapQuoteLiquidityQueryKey(parameters: GetUniswapQuoteLiquidityParameters) {
  return createQueryKey('uniswapQuoteLiquidity', parameters)
}
