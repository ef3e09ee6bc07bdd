import { hexlify, parseUnits, randomBytes, Wallet } from 'ethers'
import { ERC20_ABI, FMINT_ADMIN_ABI, readMany } from '../defi/abi.js'
import type { ChainParams } from '../txSender.js'
import {
  addLiquidity,
  approveMax,
  depositCollateral,
  mintFusd,
  mintToken,
  sendFtm,
  setOraclePrices,
  transferToken,
  transferTokenTo,
  wrapFtm,
} from './actions.js'
import { SEED_PLAN } from './defiSeedPlan.js'
import { type Actor, createActor, type SeedWorld, type TokenKey } from './world.js'

/** The seed cannot run: too little sFTM on the admin, pools already filled, or chain and plan disagree. */
export class DefiSeedError extends Error {
  override readonly name = 'DefiSeedError'
  constructor(
    readonly code: 'DEFI_SEED_NO_SFTM' | 'DEFI_SEED_ALREADY_SEEDED' | 'DEFI_SEED_OUT_OF_SYNC',
    message: string,
  ) {
    super(message)
  }
}

const DECIMALS: Record<TokenKey, number> = { wftm: 18, sftm: 18, fusd: 18, usdc: 6, wbtc: 8 }
const units = (key: TokenKey, value: string) => parseUnits(value, DECIMALS[key])

/** Amount of `to` worth `amount` of `from` at the price path's current prices. */
export function convert(world: SeedWorld, from: TokenKey, to: TokenKey, amount: bigint): bigint {
  const p = world.prices.at(world.now)
  return (amount * p[from] * 10n ** BigInt(DECIMALS[to])) / (p[to] * 10n ** BigInt(DECIMALS[from]))
}

/** Reads how much sFTM the admin can spend, and splits it between the pool and the traders. */
async function sftmBudget(world: SeedWorld): Promise<{ pool: bigint; perTrader: bigint }> {
  const [[held]] = (await readMany(world.rpc, [
    { iface: ERC20_ABI, to: world.token.sftm, fn: 'balanceOf', args: [world.admin.sender.address] },
  ])) as [[bigint]]
  if (held < parseUnits('100', 18)) {
    throw new DefiSeedError('DEFI_SEED_NO_SFTM', 'the DeFi seed needs at least 100 sFTM on the admin account')
  }
  world.admin.tokens.set(world.token.sftm, held)
  const wanted = units('sftm', SEED_PLAN.pools[1].amount)
  const pool = wanted < (held * 7n) / 10n ? wanted : (held * 7n) / 10n
  const perTrader = (held * 3n) / 10n / BigInt(SEED_PLAN.sftmTraders)
  return { pool, perTrader: perTrader < SEED_PLAN.traderSftm ? perTrader : SEED_PLAN.traderSftm }
}

/** Admin: wraps FTM, mints the plain tokens, opens its fMint position, fills the pools, funds rewards. */
export async function setupAdmin(world: SeedWorld): Promise<{ sftmPerTrader: bigint }> {
  const { admin, token } = world
  const sftm = await sftmBudget(world)
  await setOraclePrices(world)
  const poolAmounts = SEED_PLAN.pools.map((p) => {
    const baseAmount = p.base === 'sftm' ? sftm.pool : units(p.base, p.amount)
    return { ...p, baseAmount, quoteAmount: convert(world, p.base, p.quote, baseAmount) }
  })
  const wftmForPools = poolAmounts.reduce(
    (sum, p) => sum + (p.base === 'wftm' ? p.baseAmount : 0n) + (p.quote === 'wftm' ? p.quoteAmount : 0n),
    0n,
  )
  await wrapFtm(world, admin, SEED_PLAN.adminCollateral + wftmForPools + SEED_PLAN.rewardsFund)
  const usdcForPools = poolAmounts.reduce((sum, p) => sum + (p.quote === 'usdc' ? p.quoteAmount : 0n), 0n)
  const traders = BigInt(SEED_PLAN.traders)
  await mintToken(world, admin, token.usdc, usdcForPools + units('usdc', SEED_PLAN.traderUsdc) * traders)
  await mintToken(
    world,
    admin,
    token.wbtc,
    units('wbtc', SEED_PLAN.pools[3].amount) + units('wbtc', SEED_PLAN.traderWbtc) * traders,
  )

  await approveMax(world, admin, token.wftm, world.defi.contracts.fMint)
  await depositCollateral(world, admin, token.wftm, SEED_PLAN.adminCollateral)
  await mintFusd(world, admin, SEED_PLAN.adminMint)

  for (const key of ['wftm', 'sftm', 'fusd', 'usdc', 'wbtc'] as const) {
    await approveMax(world, admin, token[key], world.defi.contracts.uniswapRouter)
  }
  for (const p of poolAmounts) {
    const pool = world.pools.find(
      (s) => [s.token0, s.token1].includes(token[p.base]) && [s.token0, s.token1].includes(token[p.quote]),
    )!
    const [amount0, amount1] =
      pool.token0 === token[p.base] ? [p.baseAmount, p.quoteAmount] : [p.quoteAmount, p.baseAmount]
    await addLiquidity(world, admin, pool, amount0, amount1)
  }

  const rewards = world.defi.contracts.fMintRewards
  await transferTokenTo(world, admin, rewards, token.wftm, SEED_PLAN.rewardsFund)
  const adminTx = (fn: string, args: readonly unknown[]) =>
    world.tx(admin, {
      to: rewards,
      data: FMINT_ADMIN_ABI.encodeFunctionData(fn, args),
      gasLimit: 300_000n,
      label: fn,
    })
  await adminTx('rewardUpdateRate', [SEED_PLAN.rewardPerSecond])
  await adminTx('mustRewardPush', [])
  return { sftmPerTrader: sftm.perTrader }
}

/** Creates the traders (random keys), funds them and opens their fMint positions at the planned ratios. */
export async function setupTraders(
  world: SeedWorld,
  params: ChainParams,
  sftmPerTrader: bigint,
): Promise<Actor[]> {
  const { admin, token } = world
  const traders: Actor[] = []
  for (let i = 0; i < SEED_PLAN.traders; i++) {
    const trader = await createActor(
      world.rpc,
      new Wallet(hexlify(randomBytes(32))),
      params,
      `trader ${i + 1}`,
    )
    traders.push(trader)
    await sendFtm(world, admin, trader, SEED_PLAN.traderFtm)
    await wrapFtm(world, trader, SEED_PLAN.traderWrap)
    await transferToken(world, admin, trader, token.usdc, units('usdc', SEED_PLAN.traderUsdc))
    await transferToken(world, admin, trader, token.wbtc, units('wbtc', SEED_PLAN.traderWbtc))
    await transferToken(world, admin, trader, token.fusd, SEED_PLAN.traderFusd)
    const hasSftm = i < SEED_PLAN.sftmTraders && sftmPerTrader > 0n
    if (hasSftm) await transferToken(world, admin, trader, token.sftm, sftmPerTrader)
    for (const key of ['wftm', 'sftm', 'fusd', 'usdc', 'wbtc'] as const) {
      await approveMax(world, trader, token[key], world.defi.contracts.uniswapRouter)
    }
    for (const key of ['wftm', 'sftm', 'fusd'] as const) {
      await approveMax(world, trader, token[key], world.defi.contracts.fMint)
    }
    await depositCollateral(world, trader, token.wftm, SEED_PLAN.traderCollateral)
    if (hasSftm) {
      const amount =
        SEED_PLAN.traderSftmCollateral < sftmPerTrader / 2n
          ? SEED_PLAN.traderSftmCollateral
          : sftmPerTrader / 2n
      await depositCollateral(world, trader, token.sftm, amount)
    }
    const ratio = SEED_PLAN.traderRatios[i % SEED_PLAN.traderRatios.length]!
    const debt = (collateralValue(world, trader) * 100n) / BigInt(Math.round(ratio * 100))
    await mintFusd(world, trader, debt)
  }
  return traders
}

/** USD value (18 decimals) of an actor's tracked fMint collateral at the current prices. */
export function collateralValue(world: SeedWorld, actor: Actor): bigint {
  const p = world.prices.at(world.now)
  const price = (address: string) => (address === world.token.sftm ? p.sftm : p.wftm)
  let value = 0n
  for (const [address, amount] of actor.collateral) value += (amount * price(address)) / 10n ** 18n
  return value
}
