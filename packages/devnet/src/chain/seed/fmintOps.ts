import { claimRewards, depositCollateral, mintFusd, repayFusd, withdrawCollateral } from './actions.js'
import { scale } from './random.js'
import { collateralValue } from './setupSeed.js'
import { type Actor, balanceOf, type SeedWorld } from './world.js'

/** Collateral-to-debt ratio (×100) of a tracked position at the price path's current prices. */
function ratioPercent(world: SeedWorld, actor: Actor, extraDebt = 0n, collateralCut = 0n): number {
  const debt = actor.debt + extraDebt
  if (debt === 0n) return Number.POSITIVE_INFINITY
  return Number(((collateralValue(world, actor) - collateralCut) * 10_000n) / debt) / 100
}

/**
 * One fMint action of a random trader: mint a little more, repay part of the debt, add collateral or take
 * some out, always staying far above the 300 % minimum (the oracle is only updated once a day).
 */
export async function randomFmintOp(world: SeedWorld): Promise<boolean> {
  const { random, token } = world
  const trader = random.pick(world.traders)
  const wftmPrice = world.prices.at(world.now).wftm
  const choice = random.int(4)
  if (choice === 0) {
    const amount = scale(trader.debt, 0.1)
    if (amount === 0n || ratioPercent(world, trader, amount) < 400) return false
    await mintFusd(world, trader, amount)
  } else if (choice === 1) {
    const amount = scale(trader.debt, 0.1 + random.next() * 0.2)
    if (amount === 0n || balanceOf(trader, token.fusd) < amount) return false
    await repayFusd(world, trader, amount)
  } else if (choice === 2) {
    const amount = scale(balanceOf(trader, token.wftm), 0.2)
    if (amount === 0n) return false
    await depositCollateral(world, trader, token.wftm, amount)
  } else {
    const amount = scale(trader.collateral.get(token.wftm) ?? 0n, 0.1)
    const cut = (amount * wftmPrice) / 10n ** 18n
    if (amount === 0n || ratioPercent(world, trader, 0n, cut) < 450) return false
    await withdrawCollateral(world, trader, token.wftm, amount)
  }
  return true
}

/** A trader well above the 500 % reward ratio claims; at most one claim per trader every 12 hours. */
export async function randomClaim(world: SeedWorld, lastClaim: Map<Actor, number>, notBefore: number) {
  if (world.now < notBefore) return false
  const eligible = world.traders.filter(
    (t) => t.debt > 0n && ratioPercent(world, t) >= 6.2 * 100 && world.now - (lastClaim.get(t) ?? 0) > 43_200,
  )
  if (eligible.length === 0) return false
  const trader = world.random.pick(eligible)
  await claimRewards(world, trader)
  lastClaim.set(trader, world.now)
  return true
}
