import { join } from 'node:path'
import { openWallet } from '../../connections/wallet.js'
import { resolveAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatFields } from '../../terminal/table.js'

/** `ftm wallet show [wallet]`: one wallet's details (never its key). */
export async function run(context: CommandContext): Promise<void> {
  const wallet = await openWallet()
  const account = resolveAccount(wallet, context.args[0] ?? context.globals.account)
  const active = wallet.accounts.getActiveAccount()
  const keystoreFile =
    account.type === 'keystore' ? join(wallet.dir, `keystore.${account.address}.json`) : null
  const result = {
    ok: true,
    address: account.address,
    name: account.name,
    type: account.type,
    order: account.order,
    active: active?.address === account.address && active.type === account.type,
    keystoreFile,
  }
  context.output.result(result, () =>
    formatFields([
      ['name', account.name || '–'],
      ['address', account.address],
      ['type', account.type],
      ['position', String(account.order)],
      ['active', result.active ? 'yes' : 'no'],
      ...(keystoreFile ? ([['keystore', keystoreFile]] as Array<[string, string]>) : []),
    ]),
  )
}
