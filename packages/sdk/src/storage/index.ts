// Browser-safe storage. The Node file adapter lives in ./file and is exported from src/node.ts only.
export { assertStorageKey } from './assertStorageKey.js'
export { type CreateBrowserStorageParameters, createBrowserStorage } from './createBrowserStorage.js'
export {
  type CreateIndexedDbKeystoreStoreParameters,
  createIndexedDbKeystoreStore,
} from './createIndexedDbKeystoreStore.js'
export { createKeystoreStore } from './createKeystoreStore.js'
export { createMemoryStorage } from './createMemoryStorage.js'
export { createPersistedStore, type PersistedStore, type StoreListener } from './createPersistedStore.js'
export { type LoadedRecord, loadRecord, type RecordDefinition, serializeRecord } from './loadRecord.js'
export { openKeystoreDatabase } from './openKeystoreDatabase.js'
export type { KeystoreStore, KeyValueStorage, StoredKeystore } from './types.js'
