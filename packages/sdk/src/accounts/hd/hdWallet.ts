import { NotFoundError } from '../../errors/NotFoundError.js'
import { ValidationError } from '../../errors/ValidationError.js'
import { validateNewAccountAddress } from '../../validation/account.js'
import { validatePassword } from '../../validation/password.js'
import { unwrapResult } from '../../validation/result.js'
import type { AccountsService } from '../createAccountsService.js'
import { type EncryptKeystoreOptions, encryptKeystore } from '../keystore/encryptKeystore.js'
import { importKeyNotices } from '../restoreWallet.js'
import type { AccountRef, RestoredWallet, WalletAccount, WizardWallet } from '../types.js'
import type { DerivationScheme } from './derivationPath.js'
import { deriveHdKeys } from './deriveHdKeys.js'
import { decryptPhrase, encryptPhrase } from './encryptedPhrase.js'
import { listHdGroup } from './hdGroup.js'

export interface EncryptHdWalletParameters extends EncryptKeystoreOptions {
  /** 12, 15, 18, 21 or 24 words. */
  mnemonic: string
  /** Optional BIP39 passphrase; stored encrypted with the phrase. */
  passphrase?: string | undefined
  /** Default 'standard'. */
  scheme?: DerivationScheme | undefined
  /** The accounts to add (default [0]): a new wallet's first account, or what discovery found. */
  indexes?: readonly number[] | undefined
  /** The new wallet password (must pass the new-wallet rule); it encrypts the phrase and every keystore. */
  password: string
  /** Existing accounts: an address already a keystore account fails with ACCOUNT_EXISTS. */
  existing?: readonly AccountRef[] | undefined
  /**
   * Chain id of the network the wallet is imported on: a publicly known key is refused off the devnet and noticed on
   * it (docs/behaviour/key-hygiene.md#publicly-known-keys). Not given: checked as for mainnet.
   */
  chainId?: number | undefined
}

/**
 * A phrase wallet ready to store, nothing written yet: its phrase record and one keystore per index, all under the
 * same password, each account linked to the record (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase).
 */
export async function encryptHdWallet({
  mnemonic,
  passphrase,
  scheme = 'standard',
  indexes = [0],
  password,
  existing = [],
  chainId,
  ...options
}: EncryptHdWalletParameters): Promise<
  RestoredWallet & Required<Pick<RestoredWallet, 'hd' | 'phrase' | 'others'>>
> {
  unwrapResult(validatePassword(password))
  if (indexes.length === 0)
    throw new ValidationError('DERIVATION_INDEX_INVALID', 'Give at least one account index')
  const keys = deriveHdKeys({ mnemonic, passphrase, scheme, indexes })
  for (const key of keys) unwrapResult(validateNewAccountAddress(key.address, existing))
  const notices = keys.flatMap((key) => importKeyNotices(key.address, key.privateKey, chainId))
  const phrase = await encryptPhrase({ mnemonic, passphrase, scheme, password, ...options })
  const accounts = await Promise.all(
    keys.map(async (key) => ({
      address: key.address,
      keystore: await encryptKeystore(key.privateKey, password, options),
      hd: { phraseId: phrase.id, index: key.index, path: key.path },
    })),
  )
  const [first, ...others] = accounts
  return { ...first!, phrase, others, ...(notices.length > 0 ? { notices } : {}) }
}

/**
 * Stores what a wizard made (docs/decisions.md#recovery-phrases): the phrase record first, then the first account and
 * the others, each linked to it. A failure half-way removes what was added. Returns the accounts in the list. With
 * `activate` the first account is made active in the same write that adds it (no second write of the list).
 */
export async function storeWizardWallet(
  accounts: AccountsService,
  wallet: WizardWallet,
  name?: string,
  options: { activate?: boolean } = {},
): Promise<WalletAccount[]> {
  if (wallet.phrase) await accounts.phrases.put(wallet.phrase)
  const added: WalletAccount[] = []
  try {
    const all = [
      { address: wallet.address, keystore: wallet.keystore, hd: wallet.hd },
      ...(wallet.others ?? []),
    ]
    for (const [i, account] of all.entries()) {
      added.push(
        await accounts.addAccount({
          address: account.address,
          type: 'keystore',
          keystore: account.keystore,
          ...(account.hd ? { hd: account.hd } : {}),
          ...(i === 0 && name !== undefined ? { name } : {}),
          ...(i === 0 && options.activate ? { activate: true } : {}),
        }),
      )
    }
  } catch (error) {
    for (const account of added) await accounts.removeAccount(account).catch(() => undefined)
    if (wallet.phrase) await accounts.phrases.remove(wallet.phrase.id).catch(() => undefined)
    throw error
  }
  return added
}

export interface SaveHdWalletParameters extends Omit<EncryptHdWalletParameters, 'existing'> {
  accounts: AccountsService
  /** Name of the first account added (the others get the default 'Wallet N'). */
  name?: string | undefined
}

export interface SavedHdWallet {
  phraseId: string
  accounts: WalletAccount[]
}

/**
 * Keeps a phrase as a wallet (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase): `encryptHdWallet`, then
 * `storeWizardWallet`. An address already in the list as a keystore account fails with ACCOUNT_EXISTS before anything
 * is written.
 *
 * @example await saveHdWallet({ accounts, mnemonic, password, indexes: discovery.accounts.map((a) => a.index) })
 */
export async function saveHdWallet({
  accounts,
  name,
  ...parameters
}: SaveHdWalletParameters): Promise<SavedHdWallet> {
  const wallet = await encryptHdWallet({ ...parameters, existing: accounts.getState().accounts })
  return { phraseId: wallet.phrase.id, accounts: await storeWizardWallet(accounts, wallet, name) }
}

export interface AddHdAccountParameters extends EncryptKeystoreOptions {
  accounts: AccountsService
  /** The group: its phrase record's id (any of its accounts' `hd.phraseId`). */
  phraseId: string
  /** The wallet password: it opens the phrase and encrypts the new keystore. */
  password: string
  name?: string | undefined
}

/**
 * "Add account" (MetaMask's behaviour): derives the next index of a stored phrase — one past the highest index of its
 * group, skipping an address already in the list — and adds it as a keystore account of the group. Wrong password:
 * KEYSTORE_BAD_PASSWORD; no such phrase: PHRASE_NOT_FOUND.
 */
export async function addHdAccount({
  accounts,
  phraseId,
  password,
  name,
  ...options
}: AddHdAccountParameters): Promise<WalletAccount> {
  const record = await accounts.phrases.get(phraseId)
  if (!record) throw new NotFoundError('PHRASE_NOT_FOUND', 'This wallet has no stored recovery phrase')
  const phrase = await decryptPhrase(record, password)
  const list = accounts.getState().accounts
  const group = listHdGroup(list, phraseId)
  let index = group.length === 0 ? 0 : group[group.length - 1]!.hd!.index + 1
  for (;;) {
    const [key] = deriveHdKeys({ ...phrase, scheme: record.scheme, indexes: [index] })
    const taken = list.some((a) => a.address.toLowerCase() === key!.address.toLowerCase())
    if (!taken) {
      const keystore = await encryptKeystore(key!.privateKey, password, options)
      return accounts.addAccount({
        address: key!.address,
        type: 'keystore',
        keystore,
        hd: { phraseId, index, path: key!.path },
        ...(name !== undefined ? { name } : {}),
      })
    }
    index += 1
  }
}
