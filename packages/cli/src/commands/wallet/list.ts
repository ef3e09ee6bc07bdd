import { openWallet } from '../../connections/wallet.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatTable } from '../../terminal/table.js'

/** `ftm wallet list`: every wallet, the active one marked. */
export async function run(context: CommandContext): Promise<void> {
  const wallet = await openWallet()
  const { accounts } = wallet.accounts.getState()
  const active = wallet.accounts.getActiveAccount()
  const isActive = (address: string, type: string) => active?.address === address && active.type === type
  const rows = accounts.map((a) => ({
    order: a.order,
    name: a.name,
    address: a.address,
    type: a.type,
    active: isActive(a.address, a.type),
  }))
  context.output.result({ ok: true, wallets: rows }, () =>
    rows.length === 0
      ? 'No wallets yet: `ftm wallet create` or `ftm wallet restore`.'
      : formatTable(
          ['', '#', 'name', 'address', 'type'],
          rows.map((r) => [r.active ? '*' : '', String(r.order), r.name || '–', r.address, r.type]),
        ),
  )
}
