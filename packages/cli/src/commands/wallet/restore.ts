import {
  type RestoredWallet,
  restoreWalletFromKeystore,
  restoreWalletFromMnemonic,
  restoreWalletFromPrivateKey,
  unwrapResult,
  validateKeystoreFile,
  validateMnemonic,
  validateName,
  validatePrivateKey,
} from '@ftm-wallet/sdk'
import { keystoreOptions, openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import { readSecretFile, readTextFile } from '../../files/readFile.js'
import { accountLabel } from '../../input/accounts.js'
import { readNewPassword, readUnlockPassword } from '../../input/password.js'
import type { CommandContext } from '../../invocation/action.js'
import { askChoice, askSecret, askText } from '../../terminal/prompt.js'

interface Options {
  mnemonicFile?: string
  privateKeyFile?: string
  keystore?: string
  name?: string
}

type Source =
  | { kind: 'mnemonic'; secret: string }
  | { kind: 'privateKey'; secret: string }
  | { kind: 'keystore'; text: string }

const HINT = '--mnemonic-file FILE, --private-key-file FILE or --keystore FILE'

async function readSource(context: CommandContext<Options>): Promise<Source> {
  const { mnemonicFile, privateKeyFile } = context.options
  // `--keystore FILE` is also the global option (act with a keystore file), which commander reads first.
  const keystore = context.options.keystore ?? context.globals.keystore
  const given = [mnemonicFile, privateKeyFile, keystore].filter((v) => v !== undefined)
  if (given.length > 1) throw new CliError('TOO_MANY_SOURCES', `Restore from one source only: ${HINT}`)
  if (mnemonicFile !== undefined)
    return { kind: 'mnemonic', secret: await readSecretFile(mnemonicFile, 'recovery phrase file') }
  if (privateKeyFile !== undefined)
    return { kind: 'privateKey', secret: await readSecretFile(privateKeyFile, 'private key file') }
  if (keystore !== undefined) return { kind: 'keystore', text: await readTextFile(keystore, 'keystore file') }
  const kind = await askChoice(context, {
    what: 'what to restore from',
    hint: HINT,
    message: 'Restore from',
    choices: [
      { name: 'Recovery phrase (12, 15, 18, 21 or 24 words)', value: 'mnemonic' as const },
      { name: 'Private key', value: 'privateKey' as const },
      { name: 'Keystore file', value: 'keystore' as const },
    ],
  })
  if (kind === 'keystore') {
    const path = await askText(context, {
      what: 'the keystore file',
      hint: '--keystore FILE',
      message: 'Keystore file',
    })
    return { kind, text: await readTextFile(path.trim(), 'keystore file') }
  }
  const check = kind === 'mnemonic' ? validateMnemonic : validatePrivateKey
  const secret = await askSecret(context, {
    what: kind === 'mnemonic' ? 'the recovery phrase' : 'the private key',
    hint: HINT,
    message: kind === 'mnemonic' ? 'Recovery phrase' : 'Private key',
    validate: (value) => {
      const result = check(value)
      return result.ok || result.message
    },
  })
  return { kind, secret }
}

/** `ftm wallet restore`: from a phrase or key (encrypted under a new password) or from a keystore file. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const name = options.name === undefined ? undefined : unwrapResult(validateName(options.name))
  const wallet = await openWallet()
  const source = await readSource(context)
  const accounts = wallet.accounts.getState().accounts
  let restored: RestoredWallet
  if (source.kind === 'keystore') {
    unwrapResult(validateKeystoreFile(source.text))
    const password = await readUnlockPassword(context, 'Password of the keystore file')
    restored = await restoreWalletFromKeystore({ keystore: source.text, password, accounts })
  } else {
    // Check the secret before asking for a password, so a typo fails at once.
    unwrapResult(
      source.kind === 'mnemonic' ? validateMnemonic(source.secret) : validatePrivateKey(source.secret),
    )
    const password = await readNewPassword(context)
    const cost = keystoreOptions((line) => output.warn(line))
    restored =
      source.kind === 'mnemonic'
        ? await restoreWalletFromMnemonic({ mnemonic: source.secret, password, accounts, ...cost })
        : await restoreWalletFromPrivateKey({ privateKey: source.secret, password, accounts, ...cost })
  }
  const account = await wallet.accounts.addAccount({
    address: restored.address,
    type: 'keystore',
    keystore: restored.keystore,
    ...(name !== undefined ? { name } : {}),
  })
  if (!wallet.accounts.getActiveAccount()) await wallet.accounts.setActiveAccount(account)
  output.result(
    { ok: true, address: account.address, name: account.name, from: source.kind },
    () => `${output.style('green', '✔')} Restored ${accountLabel(account)}: ${account.address}`,
  )
}
