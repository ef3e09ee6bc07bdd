import { ACCOUNTS_SCHEMA_VERSION, DEFAULT_ACCOUNT_NAME_PREFIX } from '../constants/settings.js'
import { KeystoreError } from '../errors/KeystoreError.js'
import { NotFoundError } from '../errors/NotFoundError.js'
import { toChecksumAddress } from '../format/toChecksumAddress.js'
import { createPersistedStore, type StoreListener } from '../storage/createPersistedStore.js'
import type { KeystoreStore, KeyValueStorage } from '../storage/types.js'
import type { KeystoreV3 } from '../validation/keystoreFile.js'
import { validateKeystoreFile } from '../validation/keystoreFile.js'
import { unwrapResult } from '../validation/result.js'
import { createSerialQueue } from './createSerialQueue.js'
import { createPhraseStore, type PhraseStore } from './hd/createPhraseStore.js'
import { type EncryptedPhrase, encryptedPhraseSchema } from './hd/encryptedPhraseSchema.js'
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
  /**
   * Called with the account list as soon as it is read (rebuilt first when it was corrupt), before the keystore table
   * is checked against it: work that needs only the list — the web wallet's first balance request — need not wait
   * for the table (docs/behaviour/app-shell.md#code-loaded-on-demand).
   */
  onListRead?: (accounts: readonly WalletAccount[]) => void
  /**
   * Returns the service as soon as the list is read, with the keystore table's check against it (a keystore missing
   * from the table is copied in, an interrupted password change finished) still running: `tableChecked` settles when
   * it is done, and every change of the list waits for it and fails with its error. A page that only shows the list
   * first — the web wallet's dashboard — need not wait for the table (docs/decisions.md#web-start-up). Default false:
   * the service is returned once the check is done.
   */
  checkTableLater?: boolean
}

/**
 * The account list with the rules of docs/behaviour/wallets-and-accounts.md#account-list-rules. Every method
 * validates first and writes all or nothing.
 */
export interface AccountsService {
  getState(): AccountsState
  subscribe(listener: StoreListener<AccountsState>): () => void
  getActiveAccount(): WalletAccount | null
  /**
   * Adds (or ignores a duplicate of) an account; a keystore account's keystore also goes to the table. With
   * `activate` the account is also made active in the same write of the list.
   */
  addAccount(input: AddAccountInput): Promise<WalletAccount>
  /** Removes an account, clears it as active and deletes its stored keystore. */
  removeAccount(ref: AccountRef): Promise<WalletAccount>
  /** Renames and/or moves an account (1-based order, -1 keeps the place). */
  updateAccount(input: UpdateAccountInput): Promise<WalletAccount>
  setActiveAccount(ref: AccountRef | null): Promise<void>
  /**
   * Replaces a keystore account's keystore (a password change, docs/behaviour/wallets-and-accounts.md#change-password):
   * the new keystore is written to a side record, read back and handed to `verify` (which decrypts it), and only
   * then swapped into the account list (one record write) and the keystore table. Interrupted before the swap, the
   * old keystore stays; after it, the new one is in the list and the next load finishes the table.
   */
  replaceKeystore(
    address: string,
    keystore: KeystoreV3,
    verify: (written: KeystoreV3) => Promise<void>,
  ): Promise<WalletAccount>
  /**
   * Replaces a phrase record the same way: written to a side record, read back, verified, then swapped in with one
   * write of `phrase.<id>`.
   */
  replacePhrase(record: EncryptedPhrase, verify: (written: EncryptedPhrase) => Promise<void>): Promise<void>
  /** The encrypted recovery phrases of phrase groups (docs/decisions.md#recovery-phrases). */
  readonly phrases: PhraseStore
  /** The locally stored keystore of an address: the signing check's fallback. */
  loadStoredKeystore(address: string): Promise<KeystoreV3 | null>
  /** What loading found: a quarantined record, and how many keystore accounts were rebuilt from the table. */
  readonly loaded: { quarantinedKey?: string; recoveredAccounts: number }
  /**
   * Settles once the keystore table has been checked against the list (at once unless `checkTableLater`); rejects
   * with the table's error when it could not be read or written.
   */
  readonly tableChecked: Promise<void>
}

export const ACCOUNTS_RECORD_KEY = 'accounts'
/** Side records of keystores being replaced: `keystore-pending.<checksum address>`. */
const PENDING_PREFIX = 'keystore-pending.'
const PENDING_PHRASE_PREFIX = 'phrase-pending.'
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

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
  onListRead,
  checkTableLater = false,
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
  onListRead?.(store.getState().accounts)
  const checkTable = async () => {
    // A password change interrupted after its swap: the list holds the new keystore, the table may not yet.
    for (const key of await storage.keys()) {
      if (!key.startsWith(PENDING_PREFIX)) continue
      const pending = validateKeystoreFile(await storage.get(key))
      const address = key.slice(PENDING_PREFIX.length)
      const account = store.getState().accounts.find((a) => a.type === 'keystore' && same(a.address, address))
      if (pending.ok && account?.keystore?.id !== undefined && account.keystore.id === pending.value.id) {
        await keystores.put(account.address, pending.value)
      }
      await storage.remove(key)
    }
    // A phrase change interrupted before its swap left only a side record: the stored phrase is the old one.
    for (const key of await storage.keys())
      if (key.startsWith(PENDING_PHRASE_PREFIX)) await storage.remove(key)
    for (const account of store.getState().accounts) {
      if (account.keystore && !(await keystores.get(account.address)))
        await keystores.put(account.address, account.keystore)
    }
  }
  const tableChecked = checkTable()
  if (checkTableLater) tableChecked.catch(() => undefined)
  else await tableChecked

  // Every change of the list waits for the table's check (it may still run: checkTableLater) and fails with its error.
  const queue = createSerialQueue()
  const serial = <T>(task: () => Promise<T>): Promise<T> => queue(() => tableChecked.then(task))
  const phrases = createPhraseStore(storage)
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    getActiveAccount: () => getActiveAccount(store.getState()),
    addAccount: (input) =>
      serial(async () => {
        const result = addAccount(store.getState(), input)
        if (!result.added) {
          // A duplicate writes nothing, unless `activate` selects it.
          if (result.state !== store.getState()) await store.update(() => result.state)
          return result.account
        }
        const { keystore, address } = result.account
        // The table's row before, for the undo below: read and written in one step where the store can
        // (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
        let previous: KeystoreV3 | null = null
        if (keystore && keystores.swap) previous = await keystores.swap(address, keystore)
        else if (keystore) {
          previous = await keystores.get(address)
          await keystores.put(address, keystore)
        }
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
        // The phrase goes with the last account of its group.
        const phraseId = removed.hd?.phraseId
        if (phraseId && !state.accounts.some((a) => a.hd?.phraseId === phraseId))
          await phrases.remove(phraseId)
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
    replaceKeystore: (address, keystore, verify) =>
      serial(async () => {
        const current = store
          .getState()
          .accounts.find((a) => a.type === 'keystore' && same(a.address, address))
        if (!current) throw new NotFoundError('ACCOUNT_NOT_FOUND', `No keystore wallet ${address}`)
        const file = unwrapResult(validateKeystoreFile(keystore))
        const pendingKey = PENDING_PREFIX + toChecksumAddress(address)
        await storage.set(pendingKey, JSON.stringify(file))
        const written = validateKeystoreFile(await storage.get(pendingKey))
        if (!written.ok) {
          await storage.remove(pendingKey)
          throw new KeystoreError(
            'KEYSTORE_VERIFY_FAILED',
            'The new keystore could not be read back; nothing was changed',
          )
        }
        try {
          await verify(written.value)
        } catch (error) {
          await storage.remove(pendingKey)
          throw error
        }
        await store.update((state) => ({
          ...state,
          accounts: state.accounts.map((a) =>
            a === current || (a.type === 'keystore' && same(a.address, address))
              ? { ...a, keystore: written.value }
              : a,
          ),
        }))
        await keystores.put(current.address, written.value)
        await storage.remove(pendingKey)
        return store.getState().accounts.find((a) => a.type === 'keystore' && same(a.address, address))!
      }),
    replacePhrase: (record, verify) =>
      serial(async () => {
        const parsed = encryptedPhraseSchema.parse(record) as EncryptedPhrase
        if (!(await phrases.get(parsed.id)))
          throw new NotFoundError('PHRASE_NOT_FOUND', 'This wallet has no stored recovery phrase')
        const pendingKey = PENDING_PHRASE_PREFIX + parsed.id
        await storage.set(pendingKey, JSON.stringify(parsed))
        try {
          const raw = await storage.get(pendingKey)
          const written = raw === null ? null : encryptedPhraseSchema.safeParse(JSON.parse(raw))
          if (!written?.success) {
            throw new KeystoreError(
              'KEYSTORE_VERIFY_FAILED',
              'The new phrase record could not be read back; nothing was changed',
            )
          }
          await verify(written.data as EncryptedPhrase)
          await phrases.put(written.data as EncryptedPhrase)
        } finally {
          await storage.remove(pendingKey)
        }
      }),
    phrases,
    loadStoredKeystore: (address) => keystores.get(address),
    loaded: { ...store.loaded, recoveredAccounts },
    tableChecked,
  }
}
