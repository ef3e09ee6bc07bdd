import { ACCOUNTS_SCHEMA_VERSION, DEFAULT_ACCOUNT_NAME_PREFIX } from '../constants/settings.js'
import { createPersistedStore, type StoreListener } from '../storage/createPersistedStore.js'
import type { KeystoreStore, KeyValueStorage } from '../storage/types.js'
import type { KeystoreV3 } from '../validation/keystoreFile.js'
import { createSerialQueue } from './createSerialQueue.js'
import {
  type AccountsState,
  accountsStateSchema,
  EMPTY_ACCOUNTS_STATE,
  withOrder,
} from './list/accountsState.js'
import { type AddAccountInput, addAccount } from './list/addAccount.js'
import { removeAccount } from './list/removeAccount.js'
import { getActiveAccount, setActiveAccount } from './list/setActiveAccount.js'
import { type UpdateAccountInput, updateAccount } from './list/updateAccount.js'
import type { AccountRef, WalletAccount } from './types.js'

export interface CreateAccountsServiceParameters {
  /** Where the account list is kept (record 'accounts'). */
  storage: KeyValueStorage
  /** The keystore table (IndexedDB in browsers, files in Node). */
  keystores: KeystoreStore
  /** Clock for quarantine keys (default Date.now). */
  now?: () => number
}

/**
 * The account list with the rules of docs/behaviour/wallets-and-accounts.md#account-list-rules. Every method
 * validates first and writes all or nothing.
 */
export interface AccountsService {
  getState(): AccountsState
  subscribe(listener: StoreListener<AccountsState>): () => void
  getActiveAccount(): WalletAccount | null
  /** Adds (or ignores a duplicate of) an account; a keystore account's keystore also goes to the table. */
  addAccount(input: AddAccountInput): Promise<WalletAccount>
  /** Removes an account, clears it as active and deletes its stored keystore. */
  removeAccount(ref: AccountRef): Promise<WalletAccount>
  /** Renames and/or moves an account (1-based order, -1 keeps the place). */
  updateAccount(input: UpdateAccountInput): Promise<WalletAccount>
  setActiveAccount(ref: AccountRef | null): Promise<void>
  /** The locally stored keystore of an address: the signing check's fallback. */
  loadStoredKeystore(address: string): Promise<KeystoreV3 | null>
  /** What loading found: a quarantined record, and how many keystore accounts were rebuilt from the table. */
  readonly loaded: { quarantinedKey?: string; recoveredAccounts: number }
}

export const ACCOUNTS_RECORD_KEY = 'accounts'

/** Keystore accounts rebuilt from the table when the account list record was corrupt. */
function recoverFromKeystores(stored: Awaited<ReturnType<KeystoreStore['list']>>): AccountsState {
  const accounts = stored.map(
    ({ address, keystore }, i): WalletAccount => ({
      address,
      type: 'keystore',
      name: `${DEFAULT_ACCOUNT_NAME_PREFIX} ${i + 1}`,
      order: i + 1,
      keystore,
    }),
  )
  return { accounts: withOrder(accounts), active: null }
}

/**
 * Loads the account list and returns the service. A corrupt list is moved aside and rebuilt from the
 * keystore table, so no keystore account is lost; keystores missing from the table are copied into it.
 */
export async function createAccountsService({
  storage,
  keystores,
  now,
}: CreateAccountsServiceParameters): Promise<AccountsService> {
  const store = await createPersistedStore({
    storage,
    key: ACCOUNTS_RECORD_KEY,
    schema: accountsStateSchema,
    version: ACCOUNTS_SCHEMA_VERSION,
    defaults: EMPTY_ACCOUNTS_STATE,
    ...(now ? { now } : {}),
  })
  let recoveredAccounts = 0
  if (store.loaded.quarantinedKey) {
    const recovered = recoverFromKeystores(await keystores.list())
    recoveredAccounts = recovered.accounts.length
    if (recoveredAccounts > 0) await store.update(() => recovered)
  }
  for (const account of store.getState().accounts) {
    if (account.keystore && !(await keystores.get(account.address)))
      await keystores.put(account.address, account.keystore)
  }

  const serial = createSerialQueue()
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    getActiveAccount: () => getActiveAccount(store.getState()),
    addAccount: (input) =>
      serial(async () => {
        const result = addAccount(store.getState(), input)
        if (!result.added) return result.account
        const { keystore, address } = result.account
        const previous = keystore ? await keystores.get(address) : null
        if (keystore) await keystores.put(address, keystore)
        try {
          await store.update(() => result.state)
        } catch (error) {
          // Undo the table write so that a failed add leaves storage exactly as it was.
          if (keystore) await (previous ? keystores.put(address, previous) : keystores.remove(address))
          throw error
        }
        return result.account
      }),
    removeAccount: (ref) =>
      serial(async () => {
        const { state, removed } = removeAccount(store.getState(), ref)
        await store.update(() => state)
        // The list is saved first: if deleting the keystore then fails, a key is left behind, never lost.
        if (removed.type === 'keystore') await keystores.remove(removed.address)
        return removed
      }),
    updateAccount: (input) =>
      serial(async () => {
        const { state, account } = updateAccount(store.getState(), input)
        await store.update(() => state)
        return account
      }),
    setActiveAccount: (ref) =>
      serial(async () => {
        const state = setActiveAccount(store.getState(), ref)
        await store.update(() => state)
      }),
    loadStoredKeystore: (address) => keystores.get(address),
    loaded: { ...store.loaded, recoveredAccounts },
  }
}
