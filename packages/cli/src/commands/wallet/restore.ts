import {
  deriveHdKeys,
  discoverHdAccounts,
  type HdDiscovery,
  importKeyNotices,
  importWalletFromKeystore,
  parseDerivationScheme,
  type RestoredWallet,
  type RestoreNotice,
  restoreWalletFromPrivateKey,
  saveHdWallet,
  unwrapResult,
  validateKeystoreFile,
  validateMnemonic,
  validateName,
  validatePrivateKey,
} from '@ftm-wallet/sdk'
import { loadCliConfig } from '../../connections/config.js'
import { resolveNetwork } from '../../connections/network.js'
import { openSession } from '../../connections/open.js'
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
  passphraseFile?: string
  passphrase?: boolean
  path?: string
  discover?: boolean
}

type Source =
  | { kind: 'mnemonic'; secret: string }
  | { kind: 'privateKey'; secret: string }
  | { kind: 'keystore'; text: string }

const HINT = '--mnemonic-file FILE, --private-key-file FILE or --keystore FILE'

/** The chain id the import rule checks against (docs/behaviour/key-hygiene.md#publicly-known-keys). */
async function importChainId(context: CommandContext<Options>): Promise<number> {
  const wallet = await openWallet()
  return resolveNetwork(context.globals, await loadCliConfig(wallet.storage)).preset.chainId
}

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

/** The optional BIP39 passphrase: --passphrase-file FILE, or asked with --passphrase; none otherwise. */
async function readPassphrase(context: CommandContext<Options>): Promise<string> {
  const { passphraseFile, passphrase } = context.options
  if (passphraseFile !== undefined) return readSecretFile(passphraseFile, 'passphrase file')
  if (!passphrase) return ''
  return askSecret(context, {
    what: 'the BIP39 passphrase',
    hint: '--passphrase-file FILE',
    message: 'BIP39 passphrase (the "25th word")',
  })
}

/**
 * `ftm wallet restore --mnemonic-file`: the phrase (12 to 24 words), an optional passphrase and path; the used
 * accounts are found on the network (nonce or balance, stopping after 5 unused in a row) unless --no-discover, and
 * kept as one phrase group under a new password.
 */
async function restorePhrase(context: CommandContext<Options>, secret: string): Promise<void> {
  const { options, output } = context
  const name = options.name === undefined ? undefined : unwrapResult(validateName(options.name))
  const mnemonic = unwrapResult(validateMnemonic(secret))
  const scheme = parseDerivationScheme(options.path ?? 'standard')
  const passphrase = await readPassphrase(context)
  let discovery: HdDiscovery | null = null
  let wallet = await openWallet()
  if (options.discover !== false) {
    const session = await openSession(context)
    wallet = session.wallet
    output.info('Looking for used accounts (nonce or balance), up to 5 unused in a row…')
    // A phrase restores without the network too: the search is then skipped (account 0 only), and said so.
    discovery = await discoverHdAccounts({ client: session.client, mnemonic, passphrase, scheme }).catch(
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error)
        output.warn(
          `Could not look for used accounts (${reason}): only the first account was added; add the next with \`ftm wallet add-account\``,
        )
        return null
      },
    )
  }
  const indexes = discovery ? discovery.accounts.map((a) => a.index) : [0]
  // The import rule: a publicly known account is refused off the devnet (exit 2) before a password is asked.
  const chainId = await importChainId(context)
  const notices = deriveHdKeys({ mnemonic, passphrase, scheme, indexes }).flatMap((key) =>
    importKeyNotices(key.address, key.privateKey, chainId),
  )
  for (const notice of notices) output.warn(notice.message)
  const password = await readNewPassword(context)
  const saved = await saveHdWallet({
    accounts: wallet.accounts,
    mnemonic,
    passphrase,
    scheme,
    indexes,
    password,
    name,
    ...keystoreOptions((line) => output.warn(line)),
  })
  if (!wallet.accounts.getActiveAccount()) await wallet.accounts.setActiveAccount(saved.accounts[0]!)
  const restored = saved.accounts.map((a) => ({ address: a.address, name: a.name, path: a.hd!.path }))
  output.result(
    {
      ok: true,
      from: 'mnemonic',
      address: restored[0]!.address,
      name: restored[0]!.name,
      accounts: restored,
      discovered: discovery !== null,
      activityFound: discovery?.activityFound ?? null,
      message: discovery?.message ?? null,
      scanned: discovery?.scanned ?? 0,
      notices,
    },
    () =>
      [
        ...(discovery && !discovery.activityFound
          ? [`${output.style('yellow', '!')} ${discovery.message}: only the first account was added.`]
          : []),
        ...saved.accounts.map(
          (a) => `${output.style('green', '✔')} Restored ${accountLabel(a)}: ${a.address} (${a.hd!.path})`,
        ),
      ].join('\n'),
  )
}

/** `ftm wallet restore`: from a phrase or key (encrypted under a new password) or from a keystore file. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const name = options.name === undefined ? undefined : unwrapResult(validateName(options.name))
  const source = await readSource(context)
  if (source.kind === 'mnemonic') return restorePhrase(context, source.secret)
  const wallet = await openWallet()
  const accounts = wallet.accounts.getState().accounts
  const chainId = await importChainId(context)
  let restored: RestoredWallet
  if (source.kind === 'keystore') {
    unwrapResult(validateKeystoreFile(source.text))
    const password = await readUnlockPassword(context, 'Password of the keystore file')
    restored = await importWalletFromKeystore({ keystore: source.text, password, accounts, chainId })
  } else {
    // Check the secret before asking for a password, so a typo fails at once.
    unwrapResult(validatePrivateKey(source.secret))
    const password = await readNewPassword(context)
    const cost = keystoreOptions((line) => output.warn(line))
    restored = await restoreWalletFromPrivateKey({
      privateKey: source.secret,
      password,
      accounts,
      chainId,
      ...cost,
    })
  }
  const notices: RestoreNotice[] = restored.notices ?? []
  for (const notice of notices) output.warn(notice.message)
  const account = await wallet.accounts.addAccount({
    address: restored.address,
    type: 'keystore',
    keystore: restored.keystore,
    ...(name !== undefined ? { name } : {}),
  })
  if (!wallet.accounts.getActiveAccount()) await wallet.accounts.setActiveAccount(account)
  output.result(
    { ok: true, address: account.address, name: account.name, from: source.kind, notices },
    () => `${output.style('green', '✔')} Restored ${accountLabel(account)}: ${account.address}`,
  )
}
