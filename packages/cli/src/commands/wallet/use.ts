import { openWallet } from '../../connections/wallet.js'
import { accountLabel, resolveAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'

/** `ftm wallet use <wallet>`: the wallet commands act as when --account is not given. */
export async function run(context: CommandContext): Promise<void> {
  const wallet = await openWallet()
  const account = resolveAccount(wallet, context.args[0])
  await wallet.accounts.setActiveAccount(account)
  context.output.result(
    { ok: true, active: account.address, name: account.name },
    () => `Active wallet: ${accountLabel(account)} (${account.address})`,
  )
}
