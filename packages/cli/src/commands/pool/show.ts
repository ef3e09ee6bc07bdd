import { computePoolShare, computeQuote, getLatestBlockTime, getUniswapTimeVolumes } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { findAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { formatFields } from '../../terminal/table.js'
import { loadPool } from './poolLookup.js'

const DAY = 86_400

/**
 * `ftm pool show A/B`: reserves, prices, 24 h volume, LP supply and the wallet's share; amounts in the decimal points
 * of the settings (docs/behaviour/tokens-and-assets.md#display-decimals), --json in base units.
 */
export async function run(context: CommandContext): Promise<void> {
  const { client, wallet } = await openSession(context)
  const display = createDisplay(wallet.settings.getState())
  const ref = context.globals.account
  const user = (
    ref ? findAccount(wallet.accounts.getState().accounts, ref) : wallet.accounts.getActiveAccount()
  )?.address
  const pool = await loadPool(client, context.args[0] ?? '', user)
  const { pair, tokenA, tokenB, reserveA, reserveB, shareOf } = pool
  const now = await getLatestBlockTime(client)
  // 24 h statistics use 5-minute buckets over the last day (docs/behaviour/pair-detail.md#pair-stats).
  const volumes = await getUniswapTimeVolumes(client, {
    address: pair.pairAddress,
    resolution: '5m',
    fromDate: now - DAY,
    toDate: now,
  })
  const volume24h = volumes.reduce((sum, v) => sum + v.value, 0n)
  const share = computePoolShare({ shareOf, totalSupply: pair.totalSupply })
  // The pool price of one whole token, as the router quotes it (computeQuote).
  const price = (a: bigint, da: number, b: bigint, db: number) =>
    a === 0n || b === 0n
      ? '–'
      : display.token(computeQuote({ amountA: 10n ** BigInt(da), reserveA: a, reserveB: b }), db)
  context.output.result(
    {
      ok: true,
      pair: pair.pairAddress,
      tokens: [tokenA, tokenB].map((t) => ({ address: t.address, symbol: t.symbol, decimals: t.decimals })),
      reserves: [reserveA, reserveB],
      totalSupply: pair.totalSupply,
      volume24h,
      shareOf,
      sharePercent: share,
    },
    () =>
      formatFields([
        ['pool', `${tokenA.symbol}/${tokenB.symbol} ${pair.pairAddress}`],
        [
          'reserves',
          `${display.token(reserveA, tokenA.decimals, tokenA.symbol)} + ${display.token(reserveB, tokenB.decimals, tokenB.symbol)}`,
        ],
        [
          `1 ${tokenA.symbol}`,
          `${price(reserveA, tokenA.decimals, reserveB, tokenB.decimals)} ${tokenB.symbol}`,
        ],
        [
          `1 ${tokenB.symbol}`,
          `${price(reserveB, tokenB.decimals, reserveA, tokenA.decimals)} ${tokenA.symbol}`,
        ],
        ['24h volume', display.token(volume24h, 18)],
        ['LP supply', display.token(pair.totalSupply, 18)],
        ['your share', `${share}% (${display.token(shareOf, 18, 'LP')})`],
      ]),
  )
}
