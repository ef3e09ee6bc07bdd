import { getAccountBalances, getErc20Assets } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { resolveReadAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { formatTable } from '../../terminal/table.js'

/**
 * `ftm assets`: FTM and every token the wallet ever received, with its balance (in the decimal points of the
 * settings; --json keeps the base units).
 */
export async function run(context: CommandContext): Promise<void> {
  const { wallet, client } = await openSession(context)
  const address = resolveReadAddress(wallet, context.globals.account)
  const display = createDisplay(wallet.settings.getState())
  const [[native], tokens] = await Promise.all([
    getAccountBalances(client, { addresses: [address] }),
    getErc20Assets(client, { owner: address }),
  ])
  const assets = [
    { symbol: 'FTM', name: 'Fantom', address: null, decimals: 18, balance: native?.balance ?? 0n },
    ...tokens.map((t) => ({
      symbol: t.symbol,
      name: t.name,
      address: t.address,
      decimals: t.decimals,
      balance: t.balance ?? 0n,
    })),
  ]
  context.output.result({ ok: true, address, assets }, () =>
    formatTable(
      ['token', 'balance', 'name', 'address'],
      assets.map((a) => [a.symbol, display.token(a.balance, a.decimals), a.name, a.address ?? '(native)']),
      ['left', 'right'],
    ),
  )
}
