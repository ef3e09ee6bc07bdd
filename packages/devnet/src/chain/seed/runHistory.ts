import { pushRewards, setOraclePrices } from './actions.js'
import { SEED_PLAN } from './defiSeedPlan.js'
import { randomClaim, randomFmintOp } from './fmintOps.js'
import { randomAdd, randomRemove, randomSwap } from './trades.js'
import type { Actor, SeedWorld } from './world.js'

const DAY = 86_400
const RECENT = 3 * DAY

type EventKind = 'swap' | 'add' | 'remove' | 'fmint' | 'claim' | 'daily'

/** What happened in the history, for the seed's summary. */
export interface HistoryCounts {
  swaps: number
  adds: number
  removes: number
  fmintOps: number
  claims: number
  days: number
}

/** How many events of each kind a history (or an extension of it) plays. */
export interface HistoryPlan {
  swaps: number
  adds: number
  removes: number
  fmintOps: number
  claims: number
  /** Share of the events in the last three days (when the window is longer than that). */
  recentShare: number
  /** Start with an oracle update and a reward push (an extension after a pause). */
  tickFirst: boolean
}

/** The main history's plan (SEED_PLAN). */
export const MAIN_HISTORY: HistoryPlan = { ...SEED_PLAN, tickFirst: false }

/** Event times: most spread over [from, to], a planned share packed into the last three days. */
function planEvents(world: SeedWorld, from: number, to: number, plan: HistoryPlan) {
  const { random } = world
  const span = to - from
  const time = () => {
    const recent = random.next() < plan.recentShare && span > RECENT
    return recent ? to - random.next() * RECENT : from + random.next() * span
  }
  const events: Array<{ time: number; kind: EventKind }> = []
  const add = (kind: EventKind, count: number) => {
    for (let i = 0; i < count; i++) events.push({ time: time(), kind })
  }
  add('swap', plan.swaps)
  add('add', plan.adds)
  add('remove', plan.removes)
  add('fmint', plan.fmintOps)
  add('claim', plan.claims)
  if (plan.tickFirst) events.push({ time: from, kind: 'daily' })
  for (let t = from + DAY; t < to; t += DAY) events.push({ time: t, kind: 'daily' })
  return events.sort((a, b) => a.time - b.time)
}

/**
 * Plays the history: swaps, liquidity changes, fMint actions and reward claims at increasing block times,
 * and once a day an oracle update plus a reward push. A planned event a trader cannot afford is skipped
 * (a swap falls back to the other direction first).
 */
export async function runHistory(world: SeedWorld, to: number, plan = MAIN_HISTORY): Promise<HistoryCounts> {
  const counts: HistoryCounts = { swaps: 0, adds: 0, removes: 0, fmintOps: 0, claims: 0, days: 0 }
  const lastClaim = new Map<Actor, number>()
  const claimsFrom = plan.tickFirst ? world.now : world.now + DAY
  const events: Array<{ time: number; kind: EventKind }> = planEvents(world, world.now, to, plan)
  for (const event of events) {
    world.moveTo(event.time)
    switch (event.kind) {
      case 'swap':
        if (await randomSwap(world)) counts.swaps++
        break
      case 'add':
        if (await randomAdd(world)) counts.adds++
        break
      case 'remove':
        if (await randomRemove(world)) counts.removes++
        else if (await randomAdd(world)) counts.adds++
        break
      case 'fmint':
        if (await randomFmintOp(world)) counts.fmintOps++
        break
      case 'claim':
        if (await randomClaim(world, lastClaim, claimsFrom)) counts.claims++
        break
      case 'daily':
        await setOraclePrices(world)
        await pushRewards(world, world.admin)
        counts.days++
        break
    }
  }
  world.moveTo(to)
  await setOraclePrices(world)
  return counts
}
