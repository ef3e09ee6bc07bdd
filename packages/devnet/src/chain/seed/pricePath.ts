import { parseUnits } from 'ethers'
import type { Random } from './random.js'

const DAY = 86_400

/** Where a token's USD price starts and ends over the seeded history, and its daily volatility. */
interface PriceTrack {
  start: number
  end: number
  dailyVolatility: number
}

/** WFTM climbs from $0.58 to $0.70; sFTM trades a little above WFTM; WBTC drifts up; stables stay at $1. */
const TRACKS = {
  wftm: { start: 0.58, end: 0.7, dailyVolatility: 0.035 },
  sftmPremium: { start: 1.0, end: 1.03, dailyVolatility: 0.003 },
  wbtc: { start: 58_000, end: 63_500, dailyVolatility: 0.02 },
} satisfies Record<string, PriceTrack>

/** USD prices (18 decimals) of the seeded tokens at a point of the history. */
export interface PricePoint {
  wftm: bigint
  sftm: bigint
  fusd: bigint
  usdc: bigint
  wbtc: bigint
}

/** Price of every token over [from, to]; `at(t)` interpolates between daily points. */
export interface PricePath {
  at(time: number): PricePoint
}

/** A Brownian bridge in log space: random daily moves that still end where the track ends. */
function bridge(random: Random, track: PriceTrack, days: number): number[] {
  const walk = [0]
  for (let d = 1; d <= days; d++)
    walk.push(walk[d - 1]! + (random.next() * 2 - 1) * track.dailyVolatility * 1.7)
  const last = walk[days]!
  const [a, b] = [Math.log(track.start), Math.log(track.end)]
  return walk.map((w, d) => Math.exp(a + ((b - a) * d) / days + w - (last * d) / days))
}

const usd = (value: number, digits = 8): bigint => parseUnits(value.toFixed(digits), 18)

export function createPricePath(random: Random, from: number, to: number): PricePath {
  const days = Math.max(1, Math.ceil((to - from) / DAY))
  const wftm = bridge(random, TRACKS.wftm, days)
  const premium = bridge(random, TRACKS.sftmPremium, days)
  const wbtc = bridge(random, TRACKS.wbtc, days)
  const interpolate = (series: number[], time: number) => {
    const x = Math.min(days, Math.max(0, (time - from) / DAY))
    const i = Math.min(days - 1, Math.floor(x))
    return series[i]! + (series[i + 1]! - series[i]!) * (x - i)
  }
  return {
    at(time) {
      const ftm = interpolate(wftm, time)
      return {
        wftm: usd(ftm),
        sftm: usd(ftm * interpolate(premium, time)),
        fusd: usd(1),
        usdc: usd(1),
        wbtc: usd(interpolate(wbtc, time), 4),
      }
    },
  }
}
