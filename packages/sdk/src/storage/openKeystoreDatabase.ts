import { KEYSTORE_DB_NAME, KEYSTORE_DB_TABLE } from '../constants/keystore.js'

/**
 * Opens the browser's keystore database ('KeystoresDB', version 1, object store 'keystores' keyed by address),
 * creating the table on first use. Plain code without schemas, so a page can start the opening before its other
 * code has loaded and hand it to createIndexedDbKeystoreStore (`opening`; docs/decisions.md#web-start-up).
 */
export function openKeystoreDatabase(
  indexedDB: IDBFactory = globalThis.indexedDB,
  name: string = KEYSTORE_DB_NAME,
): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(name, 1)
    request.onupgradeneeded = () =>
      request.result.createObjectStore(KEYSTORE_DB_TABLE, { keyPath: 'address' })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}
