import { changeWalletPassword, unwrapResult, validateNewPassword, validatePassword } from '@ftm-wallet/sdk'
import { keystoreOptions, openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import { readSecretFile } from '../../files/readFile.js'
import { accountLabel, resolveAccount } from '../../input/accounts.js'
import { readUnlockPassword } from '../../input/password.js'
import type { CommandContext } from '../../invocation/action.js'
import { askSecret } from '../../terminal/prompt.js'

interface Options {
  newPasswordFile?: string
}

const HINT = '--new-password-file FILE'

/** The new password: --new-password-file, else asked twice at the terminal. */
async function readChangedPassword(context: CommandContext<Options>): Promise<string> {
  const file = context.options.newPasswordFile
  if (file !== undefined)
    return unwrapResult(validatePassword(await readSecretFile(file, 'new password file')))
  const password = await askSecret(context, {
    what: 'the new password',
    hint: HINT,
    message: 'New password',
    validate: (value) =>
      validatePassword(value).ok || (validatePassword(value) as { message: string }).message,
  })
  await askSecret(context, {
    what: 'the new password again',
    hint: HINT,
    message: 'Repeat the new password',
    validate: (value) => {
      const result = validateNewPassword({ password, confirmation: value })
      return result.ok || result.message
    },
  })
  return password
}

/**
 * `ftm wallet password [wallet]`: re-encrypts a keystore wallet under a new password (a phrase wallet: all its
 * accounts and its phrase). Each new record is written beside the old, read back and decrypted before it replaces
 * the old one; run it again after an interruption to finish.
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { output } = context
  const wallet = await openWallet()
  const account = resolveAccount(wallet, context.args[0] ?? context.globals.account)
  if (account.type !== 'keystore') {
    throw new CliError(
      'NOT_A_KEYSTORE_WALLET',
      `${accountLabel(account)} is a ${account.type} wallet: it has no password here`,
    )
  }
  const oldPassword = await readUnlockPassword(context, `Current password of ${accountLabel(account)}`)
  const newPassword = await readChangedPassword(context)
  const changed = await changeWalletPassword({
    accounts: wallet.accounts,
    account,
    oldPassword,
    newPassword,
    ...keystoreOptions((line) => output.warn(line)),
  })
  output.result(
    { ok: true, wallets: changed.accounts.map((a) => a.address), phrase: changed.phrase },
    () =>
      `${output.style('green', '✔')} New password set for ${changed.accounts.map(accountLabel).join(', ')}${changed.phrase ? ' and the recovery phrase' : ''}`,
  )
}
