import { WalletError, type WalletErrorOptions } from './WalletError.js'

/** Stable codes of storage failures. */
export type StorageErrorCode =
  /** The key is not one a storage adapter accepts (empty, path separators, odd characters). */
  | 'STORAGE_INVALID_KEY'
  | 'STORAGE_READ_FAILED'
  | 'STORAGE_WRITE_FAILED'
  /** The adapter's backend is missing (no localStorage, no IndexedDB). */
  | 'STORAGE_UNAVAILABLE'
  /** A state change produced a state that fails its schema; nothing was written. */
  | 'STATE_INVALID'

/** Reading or writing persisted state failed. State in memory is left as it was before the change. */
export class StorageError extends WalletError<StorageErrorCode> {
  override readonly name = 'StorageError'

  constructor(code: StorageErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
