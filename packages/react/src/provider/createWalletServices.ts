import {
  createAccountsService,
  createContactsService,
  createPendingTransactionStore,
  createSettingsService,
  type KeystoreStore,
  type KeyValueStorage,
} from '@ftm-wallet/sdk'
import type { WalletServices } from './WalletProvider.js'

export interface CreateWalletServicesParameters {
  /** Where state records live (browser: `createBrowserStorage()`, tests: `createMemoryStorage()`). */
  storage: KeyValueStorage
  /** The keystore table (browser: `createIndexedDbKeystoreStore()`, tests: `createKeystoreStore(memory)`). */
  keystores: KeystoreStore
}

/** Loads the persisted services from storage (corrupt records are quarantined by the SDK). */
export async function createWalletServices({
  storage,
  keystores,
}: CreateWalletServicesParameters): Promise<WalletServices> {
  const [accounts, contacts, settings] = await Promise.all([
    createAccountsService({ storage, keystores }),
    createContactsService({ storage }),
    createSettingsService({ storage }),
  ])
  // docs/behaviour/pending-transactions.md: one record per broadcast, in the same storage.
  return { accounts, contacts, settings, storage, pending: createPendingTransactionStore({ storage }) }
}
