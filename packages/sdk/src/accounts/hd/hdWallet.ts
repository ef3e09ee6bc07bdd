import { NotFoundError } from '../../errors/NotFoundError.js'
import { validateNewAccountAddress } from '../../validation/account.js'
import { validatePassword } from '../../validation/password.js'
import { unwrapResult } from '../../validation/result.js'
import type { AccountsService } from '../createAccountsService.js'
import { type EncryptKeystoreOptions, encryptKeystore } from '../keystore/encryptKeystore.js'
import type { WalletAccount } from '../types.js'
import type { DerivationScheme } from './derivationPath.js'
import { deriveHdKeys } from './deriveHdKeys.js'
import { decryptPhrase, encryptPhrase } from './encryptedPhrase.js'

export interface SaveHdWalletParameters extends EncryptKeystoreOptions {
  accounts: AccountsService
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
  /** Name of the first account added (the others get the default 'Wallet N'). */
  name?: string | undefined
}

export interface SavedHdWallet {
  phraseId: string
  accounts: WalletAccount[]
}

/**
 * Keeps a phrase as a wallet (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase): its encrypted record
 * and one keystore account per index, all under the same password, linked to the record. An address already in the
 * list as a keystore account fails with ACCOUNT_EXISTS before anything is written; a failure half-way removes what
 * was added.
 *
 * @example await saveHdWallet({ accounts, mnemonic, password, indexes: discovery.accounts.map((a) => a.index) })
 */
export async function saveHdWallet({
  accounts,
  mnemonic,
  passphrase,
  scheme = 'standard',
  indexes = [0],
  password,
  name,
  ...options
}: SaveHdWalletParameters): Promise<SavedHdWallet> {
  unwrapResult(validatePassword(password))
  const keys = deriveHdKeys({ mnemonic, passphrase, scheme, indexes })
  const existing = accounts.getState().accounts
  for (const key of keys) unwrapResult(validateNewAccountAddress(key.address, existing))
  const record = await encryptPhrase({ mnemonic, passphrase, scheme, password, ...options })
  const keystores = await Promise.all(keys.map((key) => encryptKeystore(key.privateKey, password, options)))
  await accounts.phrases.put(record)
  const added: WalletAccount[] = []
  try {
    for (const [i, key] of keys.entries()) {
      added.push(
        await accounts.addAccount({
          address: key.address,
          type: 'keystore',
          keystore: keystores[i]!,
          hd: { phraseId: record.id, index: key.index, path: key.path },
          ...(i === 0 && name !== undefined ? { name } : {}),
        }),
      )
    }
  } catch (error) {
    for (const account of added) await accounts.removeAccount(account).catch(() => undefined)
    await accounts.phrases.remove(record.id).catch(() => undefined)
    throw error
  }
  return { phraseId: record.id, accounts: added }
}

export interface AddHdAccountParameters extends EncryptKeystoreOptions {
  accounts: AccountsService
  /** The group: its phrase record's id (any of its accounts' `hd.phraseId`). */
  phraseId: string
  /** The wallet password: it opens the phrase and encrypts the new keystore. */
  password: string
  name?: string | undefined
}

/** The accounts of a phrase group, in index order. */
export function listHdGroup(accounts: readonly WalletAccount[], phraseId: string): WalletAccount[] {
  return accounts.filter((a) => a.hd?.phraseId === phraseId).sort((a, b) => a.hd!.index - b.hd!.index)
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
