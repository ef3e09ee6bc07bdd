import { NotFoundError } from '../errors/NotFoundError.js'
import { ValidationError } from '../errors/ValidationError.js'
import type { AccountsService } from './createAccountsService.js'
import { decryptPhrase } from './hd/encryptedPhrase.js'
import { decryptAccountKeystore } from './keystore/decryptAccountKeystore.js'
import type { AccountRef } from './types.js'

export const SECRET_KINDS = ['phrase', 'privateKey'] as const
/** What reveal shows: the recovery phrase of the account's group, or the account's private key. */
export type SecretKind = (typeof SECRET_KINDS)[number]

export interface RevealWalletSecretParameters {
  accounts: AccountsService
  account: AccountRef
  kind: SecretKind
  password: string
}

export interface RevealedSecret {
  kind: SecretKind
  /** The phrase (words separated by single spaces) or the private key (0x + 64 hex). Show it, never store it. */
  secret: string
  /** Phrase only: whether the wallet also needs a BIP39 passphrase (which is not revealed). */
  hasPassphrase: boolean
  /** Phrase only: the account's derivation path. */
  path?: string
}

/**
 * Reveals a keystore wallet's recovery phrase or private key after its password
 * (docs/behaviour/wallets-and-accounts.md#reveal). The phrase exists only for wallets whose phrase is stored
 * (PHRASE_NOT_FOUND otherwise); a wrong password: KEYSTORE_BAD_PASSWORD. The caller shows the secret on a warning
 * screen and forgets it.
 */
export async function revealWalletSecret({
  accounts,
  account: ref,
  kind,
  password,
}: RevealWalletSecretParameters): Promise<RevealedSecret> {
  if (!(SECRET_KINDS as readonly unknown[]).includes(kind)) {
    throw new ValidationError('SECRET_KIND_INVALID', 'Reveal either the recovery phrase or the private key')
  }
  const account = accounts
    .getState()
    .accounts.find((a) => a.type === ref.type && a.address.toLowerCase() === ref.address.toLowerCase())
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND', `No wallet ${ref.address}`)
  if (account.type !== 'keystore') {
    throw new ValidationError('ACCOUNT_TYPE_INVALID', 'Only keystore wallets keep a key in this wallet')
  }
  if (kind === 'privateKey') {
    const { privateKey } = await decryptAccountKeystore({
      account,
      password,
      loadStoredKeystore: accounts.loadStoredKeystore,
    })
    return { kind, secret: privateKey, hasPassphrase: false }
  }
  const record = account.hd ? await accounts.phrases.get(account.hd.phraseId) : null
  if (!record || !account.hd) {
    throw new NotFoundError(
      'PHRASE_NOT_FOUND',
      'This wallet has no stored recovery phrase (it was imported from a key or keystore file, or created before phrases were kept)',
    )
  }
  const { mnemonic } = await decryptPhrase(record, password)
  return { kind, secret: mnemonic, hasPassphrase: record.hasPassphrase, path: account.hd.path }
}
