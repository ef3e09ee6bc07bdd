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
    // Accounts of one recovery phrase share a group (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase).
    group: a.hd?.phraseId ?? null,
    path: a.hd?.path ?? null,
  }))
  const groups = [...new Set(rows.flatMap((r) => (r.group ? [r.group] : [])))]
  const groupLabel = (group: string | null) => (group ? `phrase ${groups.indexOf(group) + 1}` : '')
  context.output.result({ ok: true, wallets: rows }, () =>
    rows.length === 0
      ? 'No wallets yet: `ftm wallet create` or `ftm wallet restore`.'
      : formatTable(
          ['', '#', 'name', 'address', 'type', 'phrase', 'path'],
          rows.map((r) => [
            r.active ? '*' : '',
            String(r.order),
            r.name || '–',
            r.address,
            r.type,
            groupLabel(r.group),
            r.path ?? '',
          ]),
        ),
  )
}
