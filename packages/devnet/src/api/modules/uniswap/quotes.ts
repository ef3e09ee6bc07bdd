import { GraphQLError } from 'graphql'
import { uniswapInterface } from '../defi/abis.js'
import { depsOf } from '../defi/domainDeps.js'
import { readContract, revertMessage } from '../defi/readContract.js'

/** Router getAmountsOut / getAmountsIn; a revert becomes the error the node gave. */
export async function routerAmounts(
  ctx: unknown,
  fn: 'getAmountsOut' | 'getAmountsIn',
  amount: bigint,
  tokens: readonly string[],
): Promise<bigint[]> {
  const { chain, addresses } = depsOf(ctx)
  try {
    const [amounts] = await readContract(chain, uniswapInterface, addresses.uniswapRouter, fn, [
      amount,
      tokens,
    ])
    return [...(amounts as bigint[])]
  } catch (error) {
    throw new GraphQLError(revertMessage(error))
  }
}

const quote = (a: bigint, reserveA: bigint, reserveB: bigint) => (a * reserveB) / reserveA

/**
 * Amounts to add as liquidity so that the pool's ratio holds, in the caller's token order (the real API's
 * algorithm: keep A and take the optimal B when it fits, else keep B and take the optimal A). An empty or
 * missing pool takes the amounts as they are.
 */
export async function quoteLiquidity(ctx: unknown, tokens: readonly string[], amounts: readonly bigint[]) {
  if (tokens.length !== 2) throw new GraphQLError('invalid tokens pair given')
  if (amounts.length !== 2) throw new GraphQLError('invalid input amounts pair given')
  const [tokenA, tokenB] = tokens as [string, string]
  const [amountA, amountB] = amounts as [bigint, bigint]
  const { chain, addresses } = depsOf(ctx)
  const [pair] = await readContract(chain, uniswapInterface, addresses.uniswapFactory, 'getPair', [
    tokenA,
    tokenB,
  ])
  if (BigInt(pair) === 0n) return [amountA, amountB]
  const [[token0], reserves] = await Promise.all([
    readContract(chain, uniswapInterface, pair, 'token0'),
    readContract(chain, uniswapInterface, pair, 'getReserves'),
  ])
  const aIsToken0 = String(token0).toLowerCase() === tokenA.toLowerCase()
  const reserveA = (aIsToken0 ? reserves[0] : reserves[1]) as bigint
  const reserveB = (aIsToken0 ? reserves[1] : reserves[0]) as bigint
  if (reserveA === 0n && reserveB === 0n) return [amountA, amountB]
  const optimalB = quote(amountA, reserveA, reserveB)
  if (optimalB <= amountB) return [amountA, optimalB]
  const optimalA = quote(amountB, reserveB, reserveA)
  if (optimalA > amountA) throw new GraphQLError('neither optimal value matches inputs')
  return [optimalA, amountB]
}
