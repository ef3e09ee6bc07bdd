import { createWallet, unwrapResult, validateName } from '@ftm-wallet/sdk'
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
  const password = await readNewPassword(context)
  const created = await createWallet({ password, ...keystoreOptions((line) => output.warn(line)) })
  if (options.mnemonicOut !== undefined) {
    await writeNewPrivateFile(options.mnemonicOut, `${created.mnemonic}\n`)
  } else {
    await showAndVerifyPhrase(context, created.mnemonic)
  }
  const account = await wallet.accounts.addAccount({
    address: created.address,
    type: 'keystore',
    keystore: created.keystore,
    ...(name !== undefined ? { name } : {}),
  })
  if (!wallet.accounts.getActiveAccount()) await wallet.accounts.setActiveAccount(account)
  output.result(
    {
      ok: true,
      address: account.address,
      name: account.name,
      ...(options.mnemonicOut !== undefined ? { mnemonicFile: options.mnemonicOut } : {}),
    },
    () =>
      [
        `${output.style('green', '✔')} Created ${accountLabel(account)}: ${account.address}`,
        ...(options.mnemonicOut !== undefined
          ? [`  The recovery phrase is in ${options.mnemonicOut} (readable by you only). Keep it offline.`]
          : []),
      ].join('\n'),
  )
}
