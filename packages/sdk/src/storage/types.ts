import type { KeystoreV3 } from '../validation/keystoreFile.js'

/**
 * A small async key-value store of strings. Adapters: memory, browser (localStorage) and file (Node).
 * Keys are 1–128 characters of letters, digits, '.', '_' and '-', starting with a letter or digit.
 */
export interface KeyValueStorage {
  get(key: string): Promise<string | null>
  set(key: string, value: string): Promise<void>
  remove(key: string): Promise<void>
  keys(): Promise<string[]>
}

/** A stored keystore and the checksum address it is keyed by. */
export interface StoredKeystore {
  address: string
  keystore: KeystoreV3
}

/**
 * The local keystore table (docs/behaviour/wallets-and-accounts.md#keystores): keyed by checksum address, used as the
 * fallback when signing and never emptied by a corrupt settings record. Browser: IndexedDB; memory and file: a
 * KeyValueStorage.
 */
export interface KeystoreStore {
  get(address: string): Promise<KeystoreV3 | null>
  put(address: string, keystore: KeystoreV3): Promise<void>
  /**
   * Writes the keystore and returns what the address held before (null: nothing, or a row that no longer parses), in
   * one step where the store can (IndexedDB: one transaction instead of a read and a write). Optional: without it the
   * accounts service reads, then writes.
   */
  swap?(address: string, keystore: KeystoreV3): Promise<KeystoreV3 | null>
  remove(address: string): Promise<void>
  list(): Promise<StoredKeystore[]>
}
