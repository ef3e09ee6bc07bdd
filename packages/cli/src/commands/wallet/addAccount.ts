import { addHdAccount, unwrapResult, validateName } from '@ftm-wallet/sdk'
import { keystoreOptions, openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import { accountLabel, resolveAccount } from '../../input/accounts.js'
import { readUnlockPassword } from '../../input/password.js'
import type { CommandContext } from '../../invocation/action.js'

interface Options {
  name?: string
}

/**
 * `ftm wallet add-account [wallet]`: the next account of the wallet's recovery phrase (one past the highest index of
 * its group), encrypted with the wallet password — MetaMask's "Add account".
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const name = options.name === undefined ? undefined : unwrapResult(validateName(options.name))
  const wallet = await openWallet()
  const account = resolveAccount(wallet, context.args[0] ?? context.globals.account)
  if (!account.hd) {
    throw new CliError(
      'PHRASE_NOT_FOUND',
      `${accountLabel(account)} has no stored recovery phrase (imported from a key or keystore file, a hardware or external wallet, or created before phrases were kept): nothing to derive from`,
    )
  }
  const password = await readUnlockPassword(context, `Password of ${accountLabel(account)}`)
  const added = await addHdAccount({
    accounts: wallet.accounts,
    phraseId: account.hd.phraseId,
    password,
    name,
    ...keystoreOptions((line) => output.warn(line)),
  })
  output.result(
    { ok: true, address: added.address, name: added.name, path: added.hd!.path, index: added.hd!.index },
    () => `${output.style('green', '✔')} Added ${accountLabel(added)}: ${added.address} (${added.hd!.path})`,
  )
}
