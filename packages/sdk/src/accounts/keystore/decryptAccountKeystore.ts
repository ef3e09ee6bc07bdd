import { KeystoreError } from '../../errors/KeystoreError.js'
import type { KeystoreV3 } from '../../validation/keystoreFile.js'
import { type DecryptedKeystore, decryptKeystore } from './decryptKeystore.js'

export interface DecryptAccountKeystoreParameters {
  account: { address: string; keystore?: KeystoreV3 | undefined }
  password: string
  /** Reads the locally stored keystore of an address (the IndexedDB table in browsers), the fallback. */
  loadStoredKeystore?: (address: string) => Promise<KeystoreV3 | null>
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The signing check (docs/behaviour/transactions.md#password-step): decrypts the account's keystore and insists that
 * the key belongs to the account. If it does not (or the account has no keystore), the locally stored keystore is
 * tried; if that fails too: KeystoreError `KEYSTORE_ADDRESS_MISMATCH`,
 * 'Account address X and address in keystore file Y are different'. A wrong password fails at once with
 * `KEYSTORE_BAD_PASSWORD`.
 */
export async function decryptAccountKeystore({
  account,
  password,
  loadStoredKeystore,
}: DecryptAccountKeystoreParameters): Promise<DecryptedKeystore> {
  let found: string | undefined
  if (account.keystore) {
    const decrypted = await decryptKeystore(account.keystore, password)
    if (same(decrypted.address, account.address)) return decrypted
    found = decrypted.address
  }
  const stored = loadStoredKeystore ? await loadStoredKeystore(account.address) : null
  if (stored) {
    const decrypted = await decryptKeystore(stored, password)
    if (same(decrypted.address, account.address)) return decrypted
    found ??= decrypted.address
  }
  throw new KeystoreError(
    'KEYSTORE_ADDRESS_MISMATCH',
    `Account address ${account.address} and address in keystore file ${found ?? 'none'} are different`,
    { details: { address: account.address, keystoreAddress: found ?? null } },
  )
}
