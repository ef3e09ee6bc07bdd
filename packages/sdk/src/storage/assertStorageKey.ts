import { StorageError } from '../errors/StorageError.js'

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/

/** Throws StorageError `STORAGE_INVALID_KEY` unless `key` is safe as a file name and a localStorage key. */
export function assertStorageKey(key: string): void {
  if (typeof key !== 'string' || !KEY.test(key) || key.includes('..')) {
    throw new StorageError('STORAGE_INVALID_KEY', 'Invalid storage key', { details: { key: String(key) } })
  }
}
