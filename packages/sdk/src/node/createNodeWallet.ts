import { type AccountsService, createAccountsService } from '../accounts/createAccountsService.js'
import { type ContactsService, createContactsService } from '../contacts/createContactsService.js'
import { createSettingsService, type SettingsService } from '../settings/createSettingsService.js'
import { createKeystoreStore } from '../storage/createKeystoreStore.js'
import { createFileStorage } from '../storage/file/createFileStorage.js'
import { resolveConfigDir } from '../storage/file/resolveConfigDir.js'
import type { KeystoreStore, KeyValueStorage } from '../storage/types.js'
import { registerNodeScrypt } from './registerNodeScrypt.js'

export interface CreateNodeWalletParameters {
  /** Config directory (default `$XDG_CONFIG_HOME/ftm-wallet` or `~/.config/ftm-wallet`). */
  dir?: string
}

export interface NodeWallet {
  dir: string
  storage: KeyValueStorage
  keystores: KeystoreStore
  accounts: AccountsService
  contacts: ContactsService
  settings: SettingsService
}

/**
 * Everything a Node program (the CLI) needs to hold wallets on disk: native scrypt registered, file storage
 * in the config dir, the keystore table, and the accounts, contacts and settings services loaded.
 *
 * @example const wallet = await createNodeWallet(); wallet.accounts.getState().accounts
 */
export async function createNodeWallet({
  dir = resolveConfigDir(),
}: CreateNodeWalletParameters = {}): Promise<NodeWallet> {
  registerNodeScrypt()
  const storage = createFileStorage({ dir })
  const keystores = createKeystoreStore(storage)
  // Three records of their own, read side by side: a command waits for one round of file reads, not three
  // (docs/architecture.md#cli-bundles).
  const [accounts, contacts, settings] = await Promise.all([
    createAccountsService({ storage, keystores }),
    createContactsService({ storage }),
    createSettingsService({ storage }),
  ])
  return { dir, storage, keystores, accounts, contacts, settings }
}
