import { CURRENCIES, getFtmPrice } from '@ftm-wallet/sdk'
import { openContractFreeSession } from '../../connections/open.js'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'

/** `ftm price`: 1 FTM in USD or EUR (default: the currency setting). */
export async function run(context: CommandContext<{ currency?: string }>): Promise<void> {
  // The price reads no contract of the network: the devnet's deployment is kept beside it.
  const { wallet, client, contractsKept } = await openContractFreeSession(context)
  const currency = (context.options.currency ?? wallet.settings.getState().currency).toUpperCase()
  if (!(CURRENCIES as readonly string[]).includes(currency)) {
    throw new CliError(
      'BAD_CURRENCY',
      `--currency '${context.options.currency}': use ${CURRENCIES.join(' or ')}`,
    )
  }
  const { price } = await getFtmPrice(client, { currency })
  context.output.result({ ok: true, currency, price }, () => `1 FTM = ${price} ${currency}`)
  await contractsKept
}
