import { KeystoreError } from '../errors/KeystoreError.js'
import { NotFoundError } from '../errors/NotFoundError.js'
import { ValidationError } from '../errors/ValidationError.js'
import type { KeystoreV3 } from '../validation/keystoreFile.js'
import { validatePassword } from '../validation/password.js'
import { unwrapResult } from '../validation/result.js'
import type { AccountsService } from './createAccountsService.js'
import {
  decryptPhrase,
  type EncryptedPhrase,
  encryptPhrase,
  type RecoveryPhrase,
} from './hd/encryptedPhrase.js'
import { listHdGroup } from './hd/hdGroup.js'
import { decryptKeystore } from './keystore/decryptKeystore.js'
import { type EncryptKeystoreOptions, encryptKeystore } from './keystore/encryptKeystore.js'
import type { AccountRef, WalletAccount } from './types.js'

export interface ChangeWalletPasswordParameters extends EncryptKeystoreOptions {
  accounts: AccountsService
  /** Any account of the wallet: a phrase group changes as a whole (its phrase and every account). */
  account: AccountRef
  oldPassword: string
  /** Must pass the new-wallet password rule. */
  newPassword: string
}

export interface ChangedWalletPassword {
  /** The accounts whose keystores now open with the new password. */
  accounts: WalletAccount[]
  /** Whether the phrase record was re-encrypted too. */
  phrase: boolean
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Decrypts with the old password, or notes that a retried change already moved this record to the new one. */
async function openEither<T>(
  open: (password: string) => Promise<T>,
  oldPassword: string,
  newPassword: string,
) {
  try {
    return { value: await open(oldPassword), done: false }
  } catch (error) {
    if (!(error instanceof KeystoreError && error.code === 'KEYSTORE_BAD_PASSWORD')) throw error
    // Already re-encrypted by an interrupted change: the new password opens it (else the old error stands).
    await open(newPassword).catch(() => {
      throw error
    })
    return { value: null, done: true }
  }
}

/**
 * Changes a wallet's password (docs/behaviour/wallets-and-accounts.md#change-password). Every record of the wallet is
 * first opened with the old password (nothing is written if one does not open), then each is re-encrypted, written
 * beside the old one, decrypted again with the new password and compared, and only then swapped in — the keystore in
 * one write of the account list, then the table; the phrase record in one write. A change killed at any point leaves
 * each record openable by the old or the new password, and running the change again finishes it (records the new
 * password already opens are skipped).
 */
export async function changeWalletPassword({
  accounts,
  account: ref,
  oldPassword,
  newPassword,
  ...options
}: ChangeWalletPasswordParameters): Promise<ChangedWalletPassword> {
  unwrapResult(validatePassword(newPassword))
  const list = accounts.getState().accounts
  const account = list.find((a) => a.type === ref.type && same(a.address, ref.address))
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', `No wallet ${ref.address}`)
  if (account.type !== 'keystore' || !account.keystore) {
    throw new ValidationError('ACCOUNT_TYPE_INVALID', 'Only keystore wallets have a password')
  }
  const phraseId = account.hd?.phraseId
  const members = phraseId ? listHdGroup(list, phraseId) : [account]
  const record: EncryptedPhrase | null = phraseId ? await accounts.phrases.get(phraseId) : null

  // 1. Open everything first, so a wrong old password changes nothing.
  const keys: { account: WalletAccount; privateKey: string | null }[] = []
  for (const member of members) {
    const opened = await openEither((pw) => decryptKeystore(member.keystore!, pw), oldPassword, newPassword)
    keys.push({ account: member, privateKey: opened.value?.privateKey ?? null })
  }
  let phrase: RecoveryPhrase | null = null
  let phraseDone = true
  if (record) {
    const opened = await openEither((pw) => decryptPhrase(record, pw), oldPassword, newPassword)
    phrase = opened.value
    phraseDone = opened.done
  }

  // 2. Re-encrypt, write beside, verify with the new password, swap.
  const changed: WalletAccount[] = []
  for (const { account: member, privateKey } of keys) {
    if (privateKey === null) {
      changed.push(member)
      continue
    }
    const keystore = await encryptKeystore(privateKey, newPassword, options)
    const verify = async (written: KeystoreV3) => {
      const check = await decryptKeystore(written, newPassword)
      if (check.privateKey !== privateKey || !same(check.address, member.address)) {
        throw new KeystoreError(
          'KEYSTORE_VERIFY_FAILED',
          'The new keystore does not open to the same key; nothing was changed',
        )
      }
    }
    changed.push(await accounts.replaceKeystore(member.address, keystore, verify))
  }
  if (record && phrase && !phraseDone) {
    const next = await encryptPhrase({
      ...phrase,
      scheme: record.scheme,
      password: newPassword,
      id: record.id,
      ...options,
    })
    await accounts.replacePhrase(next, async (written) => {
      const check = await decryptPhrase(written, newPassword)
      if (check.mnemonic !== phrase.mnemonic || check.passphrase !== phrase.passphrase) {
        throw new KeystoreError(
          'KEYSTORE_VERIFY_FAILED',
          'The new phrase record does not open to the same phrase; nothing was changed',
        )
      }
    })
  }
  return { accounts: changed, phrase: record !== null }
}
