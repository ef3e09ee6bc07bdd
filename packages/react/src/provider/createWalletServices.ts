import {
  createAccountsService,
  createContactsService,
  createPendingTransactionStore,
  createSettingsService,
  type KeystoreStore,
  type KeyValueStorage,
  type WalletAccount,
} from '@ftm-wallet/sdk'
import type { WalletServices } from './WalletProvider.js'

export interface CreateWalletServicesParameters {
  /** Where state records live (browser: `createBrowserStorage()`, tests: `createMemoryStorage()`). */
  storage: KeyValueStorage
  /** The keystore table (browser: `createIndexedDbKeystoreStore()`, tests: `createKeystoreStore(memory)`). */
  keystores: KeystoreStore
  /**
   * Called with the stored account list as soon as it is read, before the rest of the loading (the keystore table's
   * check, contacts, settings) is done: the SDK's `createAccountsService` `onListRead`.
   */
  onAccountsRead?: (accounts: readonly WalletAccount[]) => void
  /**
   * Resolves once the account list is read, with the keystore table's check still running (the SDK's
   * `createAccountsService` `checkTableLater`; `accounts.tableChecked` settles when it is done). Default false.
   */
  checkTableLater?: boolean
}

/** Loads the persisted services from storage (corrupt records are quarantined by the SDK). */
export async function createWalletServices({
  storage,
  keystores,
  onAccountsRead,
  checkTableLater = false,
}: CreateWalletServicesParameters): Promise<WalletServices> {
  const [accounts, contacts, settings] = await Promise.all([
    createAccountsService({
      storage,
      keystores,
      checkTableLater,
      ...(onAccountsRead ? { onListRead: onAccountsRead } : {}),
    }),
    createContactsService({ storage }),
    createSettingsService({ storage }),
  ])
  // docs/behaviour/pending-transactions.md: one record per broadcast, in the same storage.
  return { accounts, contacts, settings, storage, pending: createPendingTransactionStore({ storage }) }
}
