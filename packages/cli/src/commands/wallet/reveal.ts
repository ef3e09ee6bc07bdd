import { createInterface } from 'node:readline'
import { revealWalletSecret, type SecretKind } from '@ftm-wallet/sdk'
import { openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import { writeNewPrivateFile } from '../../files/writeFile.js'
import { accountLabel, resolveAccount } from '../../input/accounts.js'
import { readUnlockPassword } from '../../input/password.js'
import type { CommandContext } from '../../invocation/action.js'
import { askChoice, confirmOrYes } from '../../terminal/prompt.js'

interface Options {
  phrase?: boolean
  privateKey?: boolean
  output?: string
}

/** How long the secret stays on the terminal (docs/behaviour/wallets-and-accounts.md#reveal). */
export const REVEAL_MS = 60_000

const WHAT: Record<SecretKind, string> = { phrase: 'recovery phrase', privateKey: 'private key' }

async function chooseKind(context: CommandContext<Options>): Promise<SecretKind> {
  const { phrase, privateKey } = context.options
  if (phrase && privateKey)
    throw new CliError('TOO_MANY_SECRETS', 'Reveal one thing at a time: --phrase or --private-key')
  if (phrase) return 'phrase'
  if (privateKey) return 'privateKey'
  return askChoice(context, {
    what: 'what to reveal',
    hint: '--phrase or --private-key',
    message: 'Reveal',
    choices: [
      { name: 'Recovery phrase', value: 'phrase' as const },
      { name: 'Private key', value: 'privateKey' as const },
    ],
  })
}

/** Waits for Enter or `ms`, whichever comes first. */
function waitForEnterOr(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin })
    const done = () => {
      clearTimeout(timer)
      lines.close()
      resolve()
    }
    const timer = setTimeout(done, ms)
    lines.once('line', done)
  })
}

/**
 * `ftm wallet reveal [wallet] --phrase|--private-key [--output FILE]`: after a warning and the password, writes the
 * secret to a new 0600 file, or shows it on the terminal and clears it after 60 s (or Enter). It refuses to print to
 * anything that is not a terminal (a pipe, a file, a log) without --output, and never touches the clipboard.
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const toFile = options.output
  if (toFile === undefined && (!process.stdout.isTTY || output.json)) {
    throw new CliError(
      'REVEAL_NOT_A_TERMINAL',
      'Refusing to print a secret to something that is not a terminal (a pipe, a file, a log, --json): use --output FILE',
    )
  }
  const wallet = await openWallet()
  const account = resolveAccount(wallet, context.args[0] ?? context.globals.account)
  if (account.type !== 'keystore') {
    throw new CliError(
      'NOT_A_KEYSTORE_WALLET',
      `${accountLabel(account)} is a ${account.type} wallet: its key is not kept here`,
    )
  }
  const kind = await chooseKind(context)
  if (kind === 'phrase' && !account.hd) {
    throw new CliError(
      'PHRASE_NOT_FOUND',
      `${accountLabel(account)} has no stored recovery phrase (imported from a key or keystore file, or created before phrases were kept); --private-key works`,
    )
  }
  process.stderr.write(
    `\nWarning: anyone who sees the ${WHAT[kind]} of ${accountLabel(account)} can take its funds. Never type it into a website or share it; no support person will ask for it.\n\n`,
  )
  await confirmOrYes(context, `Reveal the ${WHAT[kind]}?`)
  const password = await readUnlockPassword(context, `Password of ${accountLabel(account)}`)
  const revealed = await revealWalletSecret({ accounts: wallet.accounts, account, kind, password })
  const note = revealed.hasPassphrase
    ? 'This wallet also needs its BIP39 passphrase, which is not shown.'
    : null

  if (toFile !== undefined) {
    await writeNewPrivateFile(toFile, `${revealed.secret}\n`)
    output.result({ ok: true, kind, file: toFile, hasPassphrase: revealed.hasPassphrase }, () =>
      [
        `${output.style('green', '✔')} The ${WHAT[kind]} is in ${toFile} (readable by you only). Keep it offline.`,
        ...(note ? [note] : []),
      ].join('\n'),
    )
    return
  }
  const out = process.stdout
  out.write(`${revealed.secret}\n${note ? `${note}\n` : ''}\nHidden in 60 s, or press Enter.\n`)
  await waitForEnterOr(REVEAL_MS)
  // Clear the screen and the scrollback so the secret does not stay on the terminal.
  out.write('\u001b[2J\u001b[3J\u001b[H')
  output.info(`The ${WHAT[kind]} was hidden.`)
}
