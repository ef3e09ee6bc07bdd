import type { CommandContext } from '../../framework/action.js'
import { accountLabel, resolveAccount } from '../../session/accounts.js'
import { openWallet } from '../../session/wallet.js'

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
