/**
 * Uniswap V2 arithmetic, exact to the wei (UniswapV2Library and UniswapV2Pair with the 0.3 % fee and no
 * protocol fee), so the seed can plan trades without reading the chain between them.
 */

const MINIMUM_LIQUIDITY = 1000n

/** Output of a swap of `amountIn` against reserves (in, out). */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const inWithFee = amountIn * 997n
  return (inWithFee * reserveOut) / (reserveIn * 1000n + inWithFee)
}

/** Input a swap needs to get `amountOut` out of reserves (in, out). */
export function getAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n
}

/** Amount of B worth `amountA` at the pool's current ratio. */
export function quote(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
  return (amountA * reserveB) / reserveA
}

export function sqrt(value: bigint): bigint {
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (value / y + y) / 2n
  }
  return x
}

/** A pair's state as the seed tracks it (token0/token1 order, no donations, so balances equal reserves). */
export interface PoolState {
  address: string
  token0: string
  token1: string
  reserve0: bigint
  reserve1: bigint
  totalSupply: bigint
}

/** Reserves of `pool` seen from `tokenIn`: [reserveIn, reserveOut]. */
export function reservesFrom(pool: PoolState, tokenIn: string): [bigint, bigint] {
  return tokenIn === pool.token0 ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0]
}

/** Applies a swap of `amountIn` of `tokenIn` for `amountOut` of the other token. */
export function applySwap(pool: PoolState, tokenIn: string, amountIn: bigint, amountOut: bigint): void {
  if (tokenIn === pool.token0) {
    pool.reserve0 += amountIn
    pool.reserve1 -= amountOut
  } else {
    pool.reserve1 += amountIn
    pool.reserve0 -= amountOut
  }
}

/** Liquidity minted for depositing (amount0, amount1) and the state change; the first deposit locks 1000. */
export function applyMint(pool: PoolState, amount0: bigint, amount1: bigint): bigint {
  let liquidity: bigint
  if (pool.totalSupply === 0n) {
    liquidity = sqrt(amount0 * amount1) - MINIMUM_LIQUIDITY
    pool.totalSupply = MINIMUM_LIQUIDITY
  } else {
    liquidity = (amount0 * pool.totalSupply) / pool.reserve0
    const other = (amount1 * pool.totalSupply) / pool.reserve1
    if (other < liquidity) liquidity = other
  }
  pool.totalSupply += liquidity
  pool.reserve0 += amount0
  pool.reserve1 += amount1
  return liquidity
}

/** Amounts (amount0, amount1) returned for burning `liquidity`, and the state change. */
export function applyBurn(pool: PoolState, liquidity: bigint): [bigint, bigint] {
  const amount0 = (liquidity * pool.reserve0) / pool.totalSupply
  const amount1 = (liquidity * pool.reserve1) / pool.totalSupply
  pool.totalSupply -= liquidity
  pool.reserve0 -= amount0
  pool.reserve1 -= amount1
  return [amount0, amount1]
}
