import { unwrapResult, validateCustomToken } from '@ftm-wallet/sdk'
import { openWallet } from '../../connections/wallet.js'
import type { CommandContext } from '../../invocation/action.js'
import { optionOrAsk } from '../../terminal/prompt.js'
import { readCustomTokens, writeCustomTokens } from './store.js'

interface Options {
  symbol?: string
  decimals?: string
}

/**
 * `ftm tokens add <address>`: the Add Custom Token window (docs/behaviour/tokens-and-assets.md#custom-tokens) —
 * 'Invalid Address', 'Symbol must be 11 characters or fewer', decimals a whole number from 1, 18 by default. A token
 * already listed is replaced.
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const symbol = await optionOrAsk(context, options.symbol, {
    what: 'the symbol',
    hint: 'tokens add ADDRESS --symbol SYMBOL',
    message: 'Symbol',
  })
  const token = unwrapResult(
    validateCustomToken({
      address: context.args[0] ?? '',
      symbol,
      ...(options.decimals !== undefined ? { decimals: options.decimals } : {}),
    }),
  )
  const wallet = await openWallet()
  const others = (await readCustomTokens(wallet)).filter(
    (t) => t.address.toLowerCase() !== token.address.toLowerCase(),
  )
  await writeCustomTokens(wallet, [...others, token])
  output.result(
    { ok: true, token },
    () => `Added ${token.symbol} (${token.address}, ${token.decimals} decimals)`,
  )
}
