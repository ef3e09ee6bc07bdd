import { StorageError } from '../errors/StorageError.js'
import { assertStorageKey } from './assertStorageKey.js'
import type { KeyValueStorage } from './types.js'

export interface CreateBrowserStorageParameters {
  /** Default `globalThis.localStorage`. */
  storage?: Storage
  /** Prefix of our keys, so the wallet shares the origin's storage politely (default 'ftm-wallet:'). */
  prefix?: string
}

/** KeyValueStorage over the browser's localStorage (state records; keystores go to IndexedDB). */
export function createBrowserStorage({
  storage = globalThis.localStorage,
  prefix = 'ftm-wallet:',
}: CreateBrowserStorageParameters = {}): KeyValueStorage {
  if (!storage) throw new StorageError('STORAGE_UNAVAILABLE', 'Browser storage is not available')
  const run = <T>(code: 'STORAGE_READ_FAILED' | 'STORAGE_WRITE_FAILED', action: () => T): T => {
    try {
      return action()
    } catch (cause) {
      // QuotaExceededError, SecurityError (storage disabled), …: the caller keeps its previous state.
      throw new StorageError(
        code,
        code === 'STORAGE_READ_FAILED' ? 'Could not read storage' : 'Could not save',
        { cause },
      )
    }
  }
  return {
    async get(key) {
      assertStorageKey(key)
      return run('STORAGE_READ_FAILED', () => storage.getItem(prefix + key))
    },
    async set(key, value) {
      assertStorageKey(key)
      run('STORAGE_WRITE_FAILED', () => storage.setItem(prefix + key, String(value)))
    },
    async remove(key) {
      assertStorageKey(key)
      run('STORAGE_WRITE_FAILED', () => storage.removeItem(prefix + key))
    },
    async keys() {
      return run('STORAGE_READ_FAILED', () => {
        const keys: string[] = []
        for (let index = 0; index < storage.length; index += 1) {
          const key = storage.key(index)
          if (key?.startsWith(prefix)) keys.push(key.slice(prefix.length))
        }
        return keys.sort()
      })
    },
  }
}
