import { getAccountAllowances } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { CliError } from '../../errors/CliError.js'
import { isHexAddress, resolveReadAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { formatTable } from '../../terminal/table.js'

/** `ftm approvals list [ADDRESS]` (docs/behaviour/approvals.md#list). */
export async function run(context: CommandContext): Promise<void> {
  const [given] = context.args
  if (given !== undefined && !isHexAddress(given))
    throw new CliError('BAD_ADDRESS', `[address] '${given}' is not an address (0x and 40 hex digits)`)
  const { wallet, client } = await openSession(context)
  const owner = resolveReadAddress(wallet, given ?? context.globals.account)
  const allowances = await getAccountAllowances(client, { owner })
  // docs/behaviour/tokens-and-assets.md#number-formatting: in the settings' decimal points; an unlimited one says so.
  const display = createDisplay(wallet.settings.getState())
  const amount = (a: (typeof allowances)[number]) =>
    a.unlimited ? 'unlimited' : display.token(a.allowance, a.decimals, a.symbol)
  context.output.result(
    {
      ok: true,
      owner,
      allowances: allowances.map((a) => ({ ...a, allowance: a.allowance.toString() })),
    },
    () =>
      allowances.length === 0
        ? `No allowances of ${owner} towards the router, fMint or the stake tokenizer.`
        : formatTable(
            ['token', 'spender', 'allowance'],
            allowances.map((a) => [a.symbol, `${a.spenderName} (${a.spender})`, amount(a)]),
          ),
  )
}
