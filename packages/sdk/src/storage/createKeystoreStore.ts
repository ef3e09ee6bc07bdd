import { toChecksumAddress } from '../format/toChecksumAddress.js'
import { type KeystoreV3, validateKeystoreFile } from '../validation/keystoreFile.js'
import { unwrapResult } from '../validation/result.js'
import type { KeystoreStore, KeyValueStorage, StoredKeystore } from './types.js'

const PREFIX = 'keystore.'

/**
 * The keystore table over a KeyValueStorage: one record `keystore.<checksum address>` per keystore.
 * A record that no longer parses is skipped by `get`/`list` but never deleted.
 */
export function createKeystoreStore(storage: KeyValueStorage): KeystoreStore {
  const read = async (key: string): Promise<KeystoreV3 | null> => {
    const raw = await storage.get(key)
    if (raw === null) return null
    const result = validateKeystoreFile(raw)
    return result.ok ? result.value : null
  }
  return {
    get: (address) => read(PREFIX + toChecksumAddress(address)),
    async put(address, keystore) {
      const file = unwrapResult(validateKeystoreFile(keystore))
      await storage.set(PREFIX + toChecksumAddress(address), JSON.stringify(file))
    },
    async swap(address, keystore) {
      const file = unwrapResult(validateKeystoreFile(keystore))
      const key = PREFIX + toChecksumAddress(address)
      const previous = await read(key)
      await storage.set(key, JSON.stringify(file))
      return previous
    },
    async remove(address) {
      await storage.remove(PREFIX + toChecksumAddress(address))
    },
    async list() {
      const entries: StoredKeystore[] = []
      for (const key of await storage.keys()) {
        if (!key.startsWith(PREFIX)) continue
        const keystore = await read(key)
        if (keystore) entries.push({ address: key.slice(PREFIX.length), keystore })
      }
      return entries
    },
  }
}
