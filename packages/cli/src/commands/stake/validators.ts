import { filterValidators, getStakers } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { formatTable } from '../../terminal/table.js'
import { validatorName } from './validatorLookup.js'

/**
 * `ftm stake validators`: the picker's list (no zero-stake validators, no cheaters) or --all of them; stakes in the
 * decimal points of the settings (docs/behaviour/tokens-and-assets.md#display-decimals), --json in wei.
 */
export async function run(context: CommandContext<{ all?: boolean }>): Promise<void> {
  const { wallet, client } = await openSession(context)
  const { ftm } = createDisplay(wallet.settings.getState())
  const all = await getStakers(client)
  const { listed, cheaters } = filterValidators(all)
  const shown = context.options.all ? all : listed
  const rows = shown.map((s) => ({
    id: s.id,
    name: validatorName(s),
    address: s.stakerAddress,
    totalStake: s.totalStake,
    delegatedLimit: s.delegatedLimit,
    lockedUntil: s.lockedUntil,
    isActive: s.isActive,
    isOffline: s.isOffline,
    isCheater: s.isCheater,
  }))
  const status = (r: (typeof rows)[number]) =>
    r.isCheater ? 'cheater' : !r.isActive ? 'inactive' : r.isOffline ? 'offline' : 'active'
  context.output.result({ ok: true, validators: rows }, () => {
    const table = formatTable(
      ['id', 'name', 'total stake', 'can still take', 'status'],
      rows.map((r) => [String(r.id), r.name, ftm(r.totalStake ?? 0n), ftm(r.delegatedLimit), status(r)]),
      ['right', 'left', 'right', 'right'],
    )
    const note =
      !context.options.all && cheaters.length > 0
        ? `\n${cheaters.length} validator(s) flagged as cheaters are hidden (--all shows them).`
        : ''
    return table + note
  })
}
