import { openWallet } from '../../connections/wallet.js'
import { accountLabel, resolveAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { confirmOrYes } from '../../terminal/prompt.js'

/** `ftm wallet remove <wallet>`: removes it from the list and deletes its stored keystore. */
export async function run(context: CommandContext): Promise<void> {
  const wallet = await openWallet()
  const account = resolveAccount(wallet, context.args[0])
  await confirmOrYes(
    context,
    `Remove ${accountLabel(account)} (${account.address}) and delete its keystore? Without a backup its funds are lost.`,
  )
  const removed = await wallet.accounts.removeAccount({ address: account.address, type: account.type })
  context.output.result(
    { ok: true, removed: removed.address },
    () => `Removed ${accountLabel(removed)} (${removed.address})`,
  )
}
