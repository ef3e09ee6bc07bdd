import { strToU8, type Zippable, zipSync } from 'fflate'
import type { KeystoreV3 } from '../../validation/keystoreFile.js'
import { validateKeystoreFile } from '../../validation/keystoreFile.js'
import { unwrapResult } from '../../validation/result.js'
import { formatKeystoreFileName } from './formatKeystoreFileName.js'

export interface KeystoreEntry {
  address: string
  keystore: KeystoreV3 | string
}

/**
 * Packs several keystores into one zip (docs/behaviour/wallets-and-accounts.md#keystores: several keystore files
 * download as one zip), one `UTC--<time>--<address>.json` per address; a repeated address is written once.
 */
export function createKeystoresZip(entries: readonly KeystoreEntry[], date: Date = new Date()): Uint8Array {
  const files: Zippable = {}
  for (const { address, keystore } of entries) {
    const json = unwrapResult(validateKeystoreFile(keystore))
    files[formatKeystoreFileName(address, date)] = [strToU8(JSON.stringify(json)), { mtime: date }]
  }
  return zipSync(files, { level: 6 })
}
