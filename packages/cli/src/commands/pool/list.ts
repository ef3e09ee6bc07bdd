import { computePoolShare, getUniswapPairs } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { findAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { formatTable } from '../../terminal/table.js'

/**
 * `ftm pool list`: every pool, its reserves and the wallet's share (when a wallet is known); reserves in the decimal
 * points of the settings (docs/behaviour/tokens-and-assets.md#display-decimals), --json in base units.
 */
export async function run(context: CommandContext): Promise<void> {
  const { client, wallet } = await openSession(context)
  const display = createDisplay(wallet.settings.getState())
  const ref = context.globals.account
  const user = (
    ref
      ? findAccount(wallet.accounts.getState().accounts, ref)
      : (wallet.accounts.getActiveAccount() ?? wallet.accounts.getState().accounts[0])
  )?.address
  const [plain, withShares] = await Promise.all([
    getUniswapPairs(client),
    user ? getUniswapPairs(client, { user }) : Promise.resolve([]),
  ])
  const pools = plain.map((p) => {
    const shareOf = withShares.find((s) => s.pairAddress === p.pairAddress)?.shareOf ?? 0n
    return {
      pair: p.pairAddress,
      name: p.tokens.map((t) => t.symbol).join('/'),
      tokens: p.tokens.map((t) => ({ address: t.address, symbol: t.symbol, decimals: t.decimals })),
      reserves: p.reserves,
      totalSupply: p.totalSupply,
      shareOf,
      sharePercent: computePoolShare({ shareOf, totalSupply: p.totalSupply }),
    }
  })
  context.output.result({ ok: true, user: user ?? null, pools }, () =>
    formatTable(
      ['pool', 'reserves', 'your share', 'address'],
      pools.map((p) => [
        p.name,
        p.tokens.map((t, i) => display.token(p.reserves[i] ?? 0n, t.decimals, t.symbol)).join(' + '),
        `${p.sharePercent}%`,
        p.pair,
      ]),
    ),
  )
}
