import { openWallet } from '../../connections/wallet.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatTable } from '../../terminal/table.js'
import { readCustomTokens } from './store.js'

/** `ftm tokens list`. */
export async function run(context: CommandContext): Promise<void> {
  const tokens = await readCustomTokens(await openWallet())
  context.output.result({ ok: true, tokens }, () =>
    tokens.length === 0
      ? 'No custom tokens yet: `ftm tokens add ADDRESS --symbol SYMBOL`.'
      : formatTable(
          ['symbol', 'address', 'decimals'],
          tokens.map((t) => [t.symbol, t.address, String(t.decimals)]),
        ),
  )
}
