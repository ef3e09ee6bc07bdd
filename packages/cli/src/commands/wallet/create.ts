import { createWallet, unwrapResult, validateName } from '@ftm-wallet/sdk'
import type { CommandContext } from '../../framework/action.js'
import { missingInput } from '../../framework/prompt.js'
import { accountLabel } from '../../session/accounts.js'
import { readNewPassword } from '../../session/password.js'
import { keystoreOptions, openWallet } from '../../session/wallet.js'
import { writeNewPrivateFile } from '../../session/writeFile.js'
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
