import { openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import { accountLabel, resolveAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'

/** `ftm wallet rename <wallet> [name] [--order N]`: the Edit Wallet form. */
export async function run(context: CommandContext<{ order?: string }>): Promise<void> {
  const [ref, newName] = context.args
  const { order } = context.options
  if (newName === undefined && order === undefined) {
    throw new CliError('MISSING_INPUT', 'Give a new name and/or --order N')
  }
  const wallet = await openWallet()
  const account = resolveAccount(wallet, ref)
  const updated = await wallet.accounts.updateAccount({
    address: account.address,
    type: account.type,
    name: newName ?? (account.name || account.address),
    order: order ?? -1,
  })
  context.output.result(
    { ok: true, address: updated.address, name: updated.name, order: updated.order },
    () => `${accountLabel(updated)} (${updated.address}) is at position ${updated.order}`,
  )
}
