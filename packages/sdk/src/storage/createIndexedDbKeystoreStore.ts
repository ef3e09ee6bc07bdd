import { KEYSTORE_DB_NAME, KEYSTORE_DB_TABLE } from '../constants/keystore.js'
import { StorageError } from '../errors/StorageError.js'
import { toChecksumAddress } from '../format/toChecksumAddress.js'
import { type KeystoreV3, validateKeystoreFile } from '../validation/keystoreFile.js'
import { unwrapResult } from '../validation/result.js'
import { openKeystoreDatabase } from './openKeystoreDatabase.js'
import type { KeystoreStore, StoredKeystore } from './types.js'

export interface CreateIndexedDbKeystoreStoreParameters {
  /** Default `globalThis.indexedDB`. */
  indexedDB?: IDBFactory
  /** Database name (default 'KeystoresDB', as the original wallet). */
  name?: string
  /**
   * Starts opening the database now rather than at the first read or write, so a page that reads the table while it
   * starts (the web wallet, docs/behaviour/app-shell.md#code-loaded-on-demand) has the opening done beside its other
   * work. A failure of that opening is not reported then: the first use opens again and reports its own.
   */
  openNow?: boolean
  /**
   * An opening of the database already under way (openKeystoreDatabase), taken instead of a new one: a page may start
   * it before this store's code has loaded (docs/decisions.md#web-start-up). A failure of it is not reported then:
   * the first use opens again and reports its own.
   */
  opening?: Promise<IDBDatabase> | undefined
}

const promisify = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })

/**
 * The browser's keystore table: IndexedDB database 'KeystoresDB', object store 'keystores' keyed by the
 * checksum address, rows `{ address, keystore }` (docs/chain-and-api.md#original-wallet-configuration).
 */
export function createIndexedDbKeystoreStore({
  indexedDB = globalThis.indexedDB,
  name = KEYSTORE_DB_NAME,
  openNow = false,
  opening,
}: CreateIndexedDbKeystoreStoreParameters = {}): KeystoreStore {
  let db: Promise<IDBDatabase> | undefined = opening
  const open = () => {
    if (!indexedDB) throw new StorageError('STORAGE_UNAVAILABLE', 'IndexedDB is not available')
    db ??= openKeystoreDatabase(indexedDB, name)
    return db
  }
  const forgetFailed = (started: Promise<IDBDatabase>) =>
    started.catch(() => {
      if (db === started) db = undefined
    })
  if (opening) forgetFailed(opening)
  else if (openNow && indexedDB) forgetFailed(open())
  /** One transaction: `action` makes its requests and returns the one whose success settles it. */
  const run = async <T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T> | Promise<T>,
  ): Promise<T> => {
    const code = mode === 'readonly' ? 'STORAGE_READ_FAILED' : 'STORAGE_WRITE_FAILED'
    try {
      const database = await open()
      const settled = action(database.transaction(KEYSTORE_DB_TABLE, mode).objectStore(KEYSTORE_DB_TABLE))
      return await (settled instanceof Promise ? settled : promisify(settled))
    } catch (cause) {
      if (cause instanceof StorageError) throw cause
      throw new StorageError(
        code,
        code === 'STORAGE_READ_FAILED' ? 'Could not read storage' : 'Could not save',
        { cause },
      )
    }
  }
  const parse = (row: unknown): KeystoreV3 | null => {
    const result = validateKeystoreFile((row as { keystore?: unknown } | undefined)?.keystore)
    return result.ok ? result.value : null
  }
  return {
    async get(address) {
      return parse(await run('readonly', (store) => store.get(toChecksumAddress(address))))
    },
    async put(address, keystore) {
      const row = {
        address: toChecksumAddress(address),
        keystore: unwrapResult(validateKeystoreFile(keystore)),
      }
      await run('readwrite', (store) => store.put(row))
    },
    async swap(address, keystore) {
      const row = {
        address: toChecksumAddress(address),
        keystore: unwrapResult(validateKeystoreFile(keystore)),
      }
      // The read and the write in one transaction (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page):
      // the requests run in order, so the read sees the row before the write; it settles when the write succeeds.
      const previous = await run('readwrite', (store) => {
        const read = store.get(row.address)
        return promisify(store.put(row)).then(() => read.result as unknown)
      })
      return parse(previous)
    },
    async remove(address) {
      await run('readwrite', (store) => store.delete(toChecksumAddress(address)))
    },
    async list() {
      const rows = (await run('readonly', (store) => store.getAll())) as { address: string }[]
      return rows.flatMap((row): StoredKeystore[] => {
        const keystore = parse(row)
        return keystore ? [{ address: row.address, keystore }] : []
      })
    },
  }
}
