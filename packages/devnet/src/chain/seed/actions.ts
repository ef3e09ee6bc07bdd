import { MaxUint256 } from 'ethers'
import { ERC20_ABI, FMINT_ABI, FMINT_ADMIN_ABI, UNISWAP_ABI } from '../defi/abi.js'
import {
  applyBurn,
  applyMint,
  applySwap,
  getAmountIn,
  getAmountOut,
  type PoolState,
  quote,
  reservesFrom,
} from './pairMath.js'
import { type Actor, credit, debit, type SeedWorld } from './world.js'

/** fMint's default fee (FantomMint.fMintFee4dec = 50, i.e. 0.5 %), as the contract computes it. */
export function mintFee(amount: bigint): bigint {
  return (amount * 50n) / 10_000n + 1n
}

export async function wrapFtm(world: SeedWorld, actor: Actor, amount: bigint): Promise<void> {
  await world.tx(actor, {
    to: world.token.wftm,
    data: ERC20_ABI.encodeFunctionData('deposit'),
    value: amount,
    gasLimit: 100_000n,
    label: `${actor.label} wraps FTM`,
  })
  credit(actor, world.token.wftm, amount)
}

export async function sendFtm(world: SeedWorld, from: Actor, to: Actor, amount: bigint): Promise<void> {
  await world.tx(from, {
    to: to.sender.address,
    data: '0x',
    value: amount,
    gasLimit: 21_000n,
    label: 'send FTM',
  })
}

export async function transferToken(world: SeedWorld, from: Actor, to: Actor, token: string, amount: bigint) {
  await transferTokenTo(world, from, to.sender.address, token, amount)
  credit(to, token, amount)
}

/** Transfers to an address the seed does not track as an actor (e.g. the reward distribution). */
export async function transferTokenTo(
  world: SeedWorld,
  from: Actor,
  to: string,
  token: string,
  amount: bigint,
) {
  await world.tx(from, {
    to: token,
    data: ERC20_ABI.encodeFunctionData('transfer', [to, amount]),
    gasLimit: 100_000n,
    label: `${from.label} transfers a token`,
  })
  debit(from, token, amount)
}

/** Sets the oracle's WFTM, sFTM and WBTC prices to the price path's current point. */
export async function setOraclePrices(world: SeedWorld): Promise<void> {
  const p = world.prices.at(world.now)
  const { wftm, sftm, wbtc } = world.token
  await world.tx(world.admin, {
    to: world.defi.contracts.priceOracle,
    data: FMINT_ADMIN_ABI.encodeFunctionData('setPrices', [
      [wftm, sftm, wbtc],
      [p.wftm, p.sftm, p.wbtc],
    ]),
    gasLimit: 150_000n,
    label: 'oracle prices',
  })
}

/** Pushes the rewards unlocked since the last push (anyone may; the admin does it in the seed). */
export async function pushRewards(world: SeedWorld, actor: Actor): Promise<void> {
  await world.tx(actor, {
    to: world.defi.contracts.fMintRewards,
    data: FMINT_ADMIN_ABI.encodeFunctionData('mustRewardPush'),
    gasLimit: 300_000n,
    label: `${actor.label} pushes rewards`,
  })
}

export async function claimRewards(world: SeedWorld, actor: Actor): Promise<void> {
  await world.tx(actor, {
    to: world.defi.contracts.fMintRewards,
    data: FMINT_ADMIN_ABI.encodeFunctionData('mustRewardClaim'),
    gasLimit: 400_000n,
    label: `${actor.label} claims rewards`,
  })
}

export async function mintToken(
  world: SeedWorld,
  minter: Actor,
  token: string,
  amount: bigint,
): Promise<void> {
  await world.tx(minter, {
    to: token,
    data: ERC20_ABI.encodeFunctionData('mint', [minter.sender.address, amount]),
    gasLimit: 100_000n,
    label: 'mint token',
  })
  credit(minter, token, amount)
}

export async function approveMax(
  world: SeedWorld,
  actor: Actor,
  token: string,
  spender: string,
): Promise<void> {
  await world.tx(actor, {
    to: token,
    data: ERC20_ABI.encodeFunctionData('approve', [spender, MaxUint256]),
    gasLimit: 80_000n,
    label: `${actor.label} approves`,
  })
}

export async function fmintCall(world: SeedWorld, actor: Actor, fn: string, args: readonly unknown[]) {
  await world.tx(actor, {
    to: world.defi.contracts.fMint,
    data: FMINT_ABI.encodeFunctionData(fn, args),
    gasLimit: 600_000n,
    label: `${actor.label} ${fn}`,
  })
}

export async function depositCollateral(world: SeedWorld, actor: Actor, token: string, amount: bigint) {
  await fmintCall(world, actor, 'mustDeposit', [token, amount])
  debit(actor, token, amount)
  actor.collateral.set(token, (actor.collateral.get(token) ?? 0n) + amount)
}

export async function withdrawCollateral(world: SeedWorld, actor: Actor, token: string, amount: bigint) {
  await fmintCall(world, actor, 'mustWithdraw', [token, amount])
  actor.collateral.set(token, (actor.collateral.get(token) ?? 0n) - amount)
  credit(actor, token, amount)
}

export async function mintFusd(world: SeedWorld, actor: Actor, amount: bigint): Promise<void> {
  await fmintCall(world, actor, 'mustMint', [world.token.fusd, amount])
  actor.debt += amount
  credit(actor, world.token.fusd, amount - mintFee(amount))
}

export async function repayFusd(world: SeedWorld, actor: Actor, amount: bigint): Promise<void> {
  await fmintCall(world, actor, 'mustRepay', [world.token.fusd, amount])
  actor.debt -= amount
  debit(actor, world.token.fusd, amount)
}

const routerTx = (world: SeedWorld, actor: Actor, fn: string, args: readonly unknown[], gasLimit: bigint) =>
  world.tx(actor, {
    to: world.defi.contracts.uniswapRouter,
    data: UNISWAP_ABI.encodeFunctionData(fn, args),
    gasLimit,
    label: `${actor.label} ${fn}`,
  })

/** Adds `amount0` of token0 and the matching token1 (both given for an empty pool). Returns LP minted. */
export async function addLiquidity(
  world: SeedWorld,
  actor: Actor,
  pool: PoolState,
  amount0: bigint,
  amount1?: bigint,
) {
  const amountB = amount1 ?? quote(amount0, pool.reserve0, pool.reserve1)
  const to = actor.sender.address
  const args = [pool.token0, pool.token1, amount0, amountB, 0n, 0n, to, world.deadline()]
  await routerTx(world, actor, 'addLiquidity', args, pool.totalSupply === 0n ? 400_000n : 300_000n)
  debit(actor, pool.token0, amount0)
  debit(actor, pool.token1, amountB)
  const liquidity = applyMint(pool, amount0, amountB)
  actor.lp.set(pool.address, (actor.lp.get(pool.address) ?? 0n) + liquidity)
  return liquidity
}

export async function removeLiquidity(world: SeedWorld, actor: Actor, pool: PoolState, liquidity: bigint) {
  const to = actor.sender.address
  const args = [pool.token0, pool.token1, liquidity, 0n, 0n, to, world.deadline()]
  await routerTx(world, actor, 'removeLiquidity', args, 300_000n)
  const [amount0, amount1] = applyBurn(pool, liquidity)
  actor.lp.set(pool.address, (actor.lp.get(pool.address) ?? 0n) - liquidity)
  credit(actor, pool.token0, amount0)
  credit(actor, pool.token1, amount1)
}

const other = (pool: PoolState, token: string) => (token === pool.token0 ? pool.token1 : pool.token0)

export async function swapExactIn(
  world: SeedWorld,
  actor: Actor,
  pool: PoolState,
  tokenIn: string,
  amountIn: bigint,
) {
  const [reserveIn, reserveOut] = reservesFrom(pool, tokenIn)
  const out = getAmountOut(amountIn, reserveIn, reserveOut)
  const path = [tokenIn, other(pool, tokenIn)]
  const args = [amountIn, (out * 99n) / 100n, path, actor.sender.address, world.deadline()]
  await routerTx(world, actor, 'swapExactTokensForTokens', args, 250_000n)
  applySwap(pool, tokenIn, amountIn, out)
  debit(actor, tokenIn, amountIn)
  credit(actor, path[1]!, out)
}

export async function swapExactOut(
  world: SeedWorld,
  actor: Actor,
  pool: PoolState,
  tokenIn: string,
  amountOut: bigint,
) {
  const [reserveIn, reserveOut] = reservesFrom(pool, tokenIn)
  const amountIn = getAmountIn(amountOut, reserveIn, reserveOut)
  const path = [tokenIn, other(pool, tokenIn)]
  const args = [amountOut, (amountIn * 101n) / 100n, path, actor.sender.address, world.deadline()]
  await routerTx(world, actor, 'swapTokensForExactTokens', args, 250_000n)
  applySwap(pool, tokenIn, amountIn, amountOut)
  debit(actor, tokenIn, amountIn)
  credit(actor, path[1]!, amountOut)
}
