import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { createKeystoresZip, formatKeystoreFileName, type KeystoreV3 } from '@ftm-wallet/sdk'
import { openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import { writeNewPrivateFile } from '../../files/writeFile.js'
import { resolveAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'

interface Options {
  all?: boolean
  out?: string
}

/** --out as given when it names a file; inside it when it is a directory (or ends with '/'); else cwd. */
async function targetPath(out: string | undefined, fileName: string): Promise<string> {
  if (out === undefined) return fileName
  if (out.endsWith('/')) return join(out, fileName)
  const info = await stat(out).catch(() => null)
  return info?.isDirectory() ? join(out, fileName) : out
}

/** `ftm wallet export`: the keystore file as stored (still encrypted), or all of them as a zip. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const wallet = await openWallet()
  if (options.all) {
    if (context.args[0] !== undefined) throw new CliError('BAD_USAGE', 'Give a wallet or --all, not both')
    const entries = (await wallet.keystores.list()).map((e) => ({ address: e.address, keystore: e.keystore }))
    if (entries.length === 0) throw new CliError('NO_KEYSTORES', 'No keystore wallets to export')
    const path = await targetPath(options.out, 'ftm-wallet-keystores.zip')
    await writeNewPrivateFile(path, createKeystoresZip(entries))
    output.result(
      { ok: true, file: path, wallets: entries.map((e) => e.address) },
      () => `Wrote ${entries.length} keystore file(s) to ${path}`,
    )
    return
  }
  const account = resolveAccount(wallet, context.args[0] ?? context.globals.account)
  const keystore: KeystoreV3 | null = account.keystore ?? (await wallet.keystores.get(account.address))
  if (account.type !== 'keystore' || !keystore) {
    throw new CliError(
      'NO_KEYSTORE',
      `${account.address} is a ${account.type} wallet: it has no keystore file`,
    )
  }
  const path = await targetPath(options.out, formatKeystoreFileName(account.address))
  await writeNewPrivateFile(path, `${JSON.stringify(keystore)}\n`)
  output.result(
    { ok: true, file: path, address: account.address },
    () => `Wrote the keystore of ${account.address} to ${path}`,
  )
}
