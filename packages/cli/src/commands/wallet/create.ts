import {
  createMnemonic,
  deriveKeyFromMnemonic,
  saveHdWallet,
  unwrapResult,
  validateName,
  validatePassword,
} from '@ftm-wallet/sdk'
import { keystoreOptions, openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import { writeNewPrivateFile } from '../../files/writeFile.js'
import { accountLabel } from '../../input/accounts.js'
import { readNewPassword } from '../../input/password.js'
import type { CommandContext } from '../../invocation/action.js'
import { missingInput } from '../../terminal/prompt.js'
import { showAndVerifyPhrase } from './showAndVerifyPhrase.js'

interface Options {
  name?: string
  mnemonicOut?: string
  showPrivateKey?: boolean
}

/** `ftm wallet create`: password, recovery phrase (shown once and verified, or written to a 0600 file), keystore. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const name = options.name === undefined ? undefined : unwrapResult(validateName(options.name))
  if (options.mnemonicOut === undefined && !context.interactive) {
    throw missingInput('where to keep the recovery phrase', '--mnemonic-out FILE')
  }
  // The web wizard's 'View your private key': shown beside the phrase, on the terminal only.
  if (options.showPrivateKey && (options.mnemonicOut !== undefined || !context.interactive)) {
    throw new CliError(
      'PRIVATE_KEY_TERMINAL_ONLY',
      '--show-private-key shows the key beside the phrase at a terminal; with --mnemonic-out use `ftm wallet reveal --private-key --output FILE` afterwards',
    )
  }
  const wallet = await openWallet()
  const password = unwrapResult(validatePassword(await readNewPassword(context)))
  const cost = keystoreOptions((line) => output.warn(line))
  const mnemonic = createMnemonic()
  if (options.mnemonicOut !== undefined) {
    await writeNewPrivateFile(options.mnemonicOut, `${mnemonic}\n`)
  } else {
    const privateKey = options.showPrivateKey ? deriveKeyFromMnemonic(mnemonic).privateKey : undefined
    await showAndVerifyPhrase(context, mnemonic, privateKey)
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
