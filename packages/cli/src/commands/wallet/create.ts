import { createMnemonic, saveHdWallet, unwrapResult, validateName, validatePassword } from '@ftm-wallet/sdk'
import { keystoreOptions, openWallet } from '../../connections/wallet.js'
import { writeNewPrivateFile } from '../../files/writeFile.js'
import { accountLabel } from '../../input/accounts.js'
import { readNewPassword } from '../../input/password.js'
import type { CommandContext } from '../../invocation/action.js'
import { missingInput } from '../../terminal/prompt.js'
import { showAndVerifyPhrase } from './showAndVerifyPhrase.js'

interface Options {
  name?: string
  mnemonicOut?: string
}

/** `ftm wallet create`: password, recovery phrase (shown once and verified, or written to a 0600 file), keystore. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const name = options.name === undefined ? undefined : unwrapResult(validateName(options.name))
  if (options.mnemonicOut === undefined && !context.interactive) {
    throw missingInput('where to keep the recovery phrase', '--mnemonic-out FILE')
  }
  const wallet = await openWallet()
  const password = unwrapResult(validatePassword(await readNewPassword(context)))
  const cost = keystoreOptions((line) => output.warn(line))
  const mnemonic = createMnemonic()
  if (options.mnemonicOut !== undefined) {
    await writeNewPrivateFile(options.mnemonicOut, `${mnemonic}\n`)
  } else {
    await showAndVerifyPhrase(context, mnemonic)
  }
  // The phrase is kept encrypted with the password, so "ftm wallet add-account" can derive the next accounts.
  const saved = await saveHdWallet({ accounts: wallet.accounts, mnemonic, password, name, ...cost })
  const account = saved.accounts[0]!
  if (!wallet.accounts.getActiveAccount()) await wallet.accounts.setActiveAccount(account)
  output.result(
    {
      ok: true,
      address: account.address,
      name: account.name,
      path: account.hd?.path,
      ...(options.mnemonicOut !== undefined ? { mnemonicFile: options.mnemonicOut } : {}),
    },
    () =>
      [
        `${output.style('green', '✔')} Created ${accountLabel(account)}: ${account.address} (${account.hd?.path})`,
        ...(options.mnemonicOut !== undefined
          ? [`  The recovery phrase is in ${options.mnemonicOut} (readable by you only). Keep it offline.`]
          : []),
      ].join('\n'),
  )
}
