import { openWallet } from '../../connections/wallet.js'
import type { CommandContext } from '../../invocation/action.js'
import { confirmOrYes } from '../../terminal/prompt.js'
import { findCustomToken, readCustomTokens, writeCustomTokens } from './store.js'

/** `ftm tokens remove <token>` (by address or symbol; confirmed). */
export async function run(context: CommandContext): Promise<void> {
  const wallet = await openWallet()
  const tokens = await readCustomTokens(wallet)
  const token = findCustomToken(tokens, context.args[0] ?? '')
  await confirmOrYes(context, `Remove the custom token ${token.symbol} (${token.address})?`)
  await writeCustomTokens(
    wallet,
    tokens.filter((t) => t.address !== token.address),
  )
  context.output.result({ ok: true, removed: token }, () => `Removed ${token.symbol} (${token.address})`)
}
