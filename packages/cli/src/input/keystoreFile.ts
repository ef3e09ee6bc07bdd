import { basename } from 'node:path'
import {
  decryptKeystore,
  isHexAddress,
  type KeystoreV3,
  toChecksumAddress,
  validateKeystoreFile,
  type WalletAccount,
} from '@ftm-wallet/sdk'
import { CliError } from '../errors/CliError.js'
import { readTextFile } from '../files/readFile.js'
import type { GlobalOptions } from '../invocation/globals.js'
import { readUnlockPassword } from './password.js'

/**
 * The account of a `--keystore FILE`: any Web3 Secret Storage v3 file (geth's, cast's, ethers'), used where it
 * is, never imported. A file that is not a v3 keystore stops with exit code 2 ('not a keystore file'). A file
 * without an `address` (cast writes none) is decrypted at once to learn it: the password read then is returned.
 */
export async function openKeystoreFile(context: {
  globals: GlobalOptions
  interactive: boolean
}): Promise<{ account: WalletAccount; password?: string }> {
  const path = context.globals.keystore as string
  const text = await readTextFile(path, 'keystore file')
  const checked = validateKeystoreFile(text)
  if (!checked.ok)
    throw new CliError(
      'NOT_A_KEYSTORE',
      `--keystore ${path}: not a keystore file (${checked.code === 'KEYSTORE_INVALID_JSON' ? 'not JSON' : 'no Web3 Secret Storage v3 content'})`,
    )
  const keystore: KeystoreV3 = checked.value
  const named = keystore.address === undefined ? undefined : keystore.address.replace(/^(0x)?/i, '0x')
  const account = (address: string): WalletAccount => ({
    address: toChecksumAddress(address),
    type: 'keystore',
    name: basename(path),
    order: 0,
    keystore,
  })
  if (named !== undefined && isHexAddress(named)) return { account: account(named) }
  const password = await readUnlockPassword(context, `Password of ${basename(path)}`)
  const { address } = await decryptKeystore(keystore, password)
  return { account: account(address), password }
}
