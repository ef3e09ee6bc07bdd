import { openWallet } from '../../connections/wallet.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatTable } from '../../terminal/table.js'

/** `ftm contacts list`. */
export async function run(context: CommandContext): Promise<void> {
  const { contacts } = (await openWallet()).contacts.getState()
  context.output.result({ ok: true, contacts }, () =>
    contacts.length === 0
      ? 'No contacts yet: `ftm contacts add ADDRESS --name NAME`.'
      : formatTable(
          ['#', 'name', 'address', 'chain'],
          contacts.map((c) => [String(c.order), c.name, c.address, c.blockchain]),
        ),
  )
}
