import { ERC20_ABI } from '../defi/abi.js'
import { addLiquidity, removeLiquidity, swapExactIn, swapExactOut } from './actions.js'
import { getAmountOut, type PoolState, quote, reservesFrom } from './pairMath.js'
import { scale } from './random.js'
import { type Actor, balanceOf, type SeedWorld, type TokenKey } from './world.js'

const DECIMALS: Record<TokenKey, number> = { wftm: 18, sftm: 18, fusd: 18, usdc: 6, wbtc: 8 }
/** How often each pool is traded, in `world.pools` order (WFTM/FUSD, WFTM/sFTM, WFTM/USDC, WBTC/USDC). */
const POOL_WEIGHTS = [0.35, 0.15, 0.25, 0.25]

function keyOf(world: SeedWorld, address: string): TokenKey {
  return (Object.keys(world.token) as TokenKey[]).find((k) => world.token[k] === address)!
}

export function pickPool(world: SeedWorld): PoolState {
  let x = world.random.next()
  for (const [i, weight] of POOL_WEIGHTS.entries()) {
    x -= weight
    if (x < 0) return world.pools[i]!
  }
  return world.pools[0]!
}

/** Oracle-path price of token0 in token1 base units (what reserve1 / reserve0 would be at that price). */
function targetRatio(world: SeedWorld, pool: PoolState): number {
  const p = world.prices.at(world.now)
  const [k0, k1] = [keyOf(world, pool.token0), keyOf(world, pool.token1)]
  return (Number(p[k0]) / Number(p[k1])) * 10 ** (DECIMALS[k1] - DECIMALS[k0])
}

/**
 * One trade by a random trader: usually toward the price path, harder the further the pool has drifted from
 * it (so pool prices follow the path), sometimes against it; 0.05–1.5 % of the pool plus a correction;
 * exact-in or exact-out. Returns false when no trader can pay for it.
 */
export async function randomSwap(world: SeedWorld): Promise<boolean> {
  const { random } = world
  const pool = pickPool(world)
  const drift = Math.log(Number(pool.reserve1) / Number(pool.reserve0) / targetRatio(world, pool))
  const toward = Math.abs(drift) > 0.01 ? 0.85 : 0.6
  const buy0 = random.next() < toward ? drift < 0 : drift >= 0
  // a swap of a fraction f of the input reserve moves the price by about 2f
  const correction = buy0 === drift < 0 ? Math.abs(drift) / 3 : 0
  const fraction = Math.min(0.05, random.logUniform(0.0005, 0.015) + correction)
  const tokenIn = buy0 ? pool.token1 : pool.token0
  const [reserveIn, reserveOut] = reservesFrom(pool, tokenIn)
  const minimum = scale(reserveIn, 0.0002)
  // a trader who can pay in the chosen direction; never the other way round (that would push the price away)
  const able = world.traders.filter((t) => balanceOf(t, tokenIn) * 9n > minimum * 10n)
  if (able.length === 0) return false
  const trader = random.pick(able)
  const affordable = (balanceOf(trader, tokenIn) * 9n) / 10n
  const wanted = scale(reserveIn, fraction)
  const amountIn = wanted < affordable ? wanted : affordable
  if (random.next() < 0.3) {
    const amountOut = scale(getAmountOut(amountIn, reserveIn, reserveOut), 0.995)
    await swapExactOut(world, trader, pool, tokenIn, amountOut)
  } else {
    await swapExactIn(world, trader, pool, tokenIn, amountIn)
  }
  return true
}

/** A trader adds 1–4 % of a pool's reserves (less if its balances are short). */
export async function randomAdd(world: SeedWorld): Promise<boolean> {
  const { random } = world
  const pool = pickPool(world)
  const trader = random.pick(world.traders)
  let amount0 = scale(pool.reserve0, random.logUniform(0.01, 0.04))
  const cap0 = (balanceOf(trader, pool.token0) * 8n) / 10n
  const cap1 = quote((balanceOf(trader, pool.token1) * 8n) / 10n, pool.reserve1, pool.reserve0)
  for (const cap of [cap0, cap1]) if (amount0 > cap) amount0 = cap
  if (amount0 < scale(pool.reserve0, 0.001)) return false
  await addLiquidity(world, trader, pool, amount0)
  return true
}

/** A trader with liquidity takes out 30–100 % of it: LP `approve` to the router, then `removeLiquidity`. */
export async function randomRemove(world: SeedWorld): Promise<boolean> {
  const { random } = world
  const holders: Array<[Actor, PoolState]> = []
  for (const trader of world.traders) {
    for (const pool of world.pools) if ((trader.lp.get(pool.address) ?? 0n) > 0n) holders.push([trader, pool])
  }
  if (holders.length === 0) return false
  const [trader, pool] = random.pick(holders)
  const held = trader.lp.get(pool.address)!
  const liquidity = random.next() < 0.3 ? held : scale(held, 0.3 + random.next() * 0.7)
  if (liquidity === 0n) return false
  await world.tx(trader, {
    to: pool.address,
    data: ERC20_ABI.encodeFunctionData('approve', [world.defi.contracts.uniswapRouter, liquidity]),
    gasLimit: 80_000n,
    label: `${trader.label} approves LP`,
  })
  await removeLiquidity(world, trader, pool, liquidity)
  return true
}
