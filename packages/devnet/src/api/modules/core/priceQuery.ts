import type { ApiContext } from '../../module.js'

// Total FTM supply used for the market cap (3.175 billion FTM, Fantom's documented maximum supply).
const FTM_SUPPLY = 3_175_000_000

/** `price(to)`: the devnet's configured FTM price in `to` (USD, EUR; see POST /devnet/price). */
export function price(_: unknown, args: { to: string }, ctx: ApiContext) {
  if (!/^\w{2,4}$/.test(args.to)) throw new Error('invalid denomination received')
  const toSymbol = args.to.toUpperCase()
  const value = ctx.settings.prices[toSymbol]
  if (value === undefined) throw new Error('unknown price symbol requested')
  return {
    fromSymbol: 'FTM',
    toSymbol,
    price: value,
    change24: 0,
    changePct24: 0,
    open24: value,
    high24: value,
    low24: value,
    volume24: 0,
    marketCap: value * FTM_SUPPLY,
    lastUpdate: ctx.settings.pricesUpdatedAt,
  }
}
