import { validateNewAccountAddress } from '../validation/account.js'
import type { KeystoreV3 } from '../validation/keystoreFile.js'
import { validateKeystoreFile } from '../validation/keystoreFile.js'
import { validateMnemonic } from '../validation/mnemonic.js'
import { validatePassword } from '../validation/password.js'
import { validatePrivateKey } from '../validation/privateKey.js'
import { unwrapResult } from '../validation/result.js'
import { computeAddressFromPrivateKey } from './computeAddressFromPrivateKey.js'
import type { DerivationScheme } from './hd/derivationPath.js'
import { deriveHdKeys, type HdKey } from './hd/deriveHdKeys.js'
import { describeWeakKdf, kdfUpgradedNotice } from './hygiene/kdfStrength.js'
import { checkKeyHygiene } from './hygiene/keyHygiene.js'
import { decryptKeystore } from './keystore/decryptKeystore.js'
import { type EncryptKeystoreOptions, encryptKeystore } from './keystore/encryptKeystore.js'
import type { AccountRef, RestoredWallet, RestoreNotice } from './types.js'

interface RestoreCommon {
  /** Existing accounts: restoring an address that is already a keystore account fails with ACCOUNT_EXISTS. */
  accounts?: readonly AccountRef[]
  /**
   * Chain id of the network the wallet is imported on (docs/behaviour/key-hygiene.md#publicly-known-keys): a
   * publicly known key is refused (KEY_PUBLICLY_KNOWN) unless it is the devnet's, where it gets a warning. Not given:
   * checked as for mainnet.
   */
  chainId?: number | undefined
}

/** The import rule (a small function every import path calls): the devnet's warning as a notice, or a refusal. */
export function importKeyNotices(
  address: string,
  privateKey: string,
  chainId: number | undefined,
): RestoreNotice[] {
  const warning = checkKeyHygiene({ address, privateKey, chainId: chainId ?? 0 })
  return warning ? [{ code: 'KEY_PUBLICLY_KNOWN', message: warning }] : []
}

export interface RestoreFromMnemonicParameters extends RestoreCommon, EncryptKeystoreOptions {
  /** 12, 15, 18, 21 or 24 words; case and whitespace are normalised. */
  mnemonic: string
  /** The new password (must pass the new-wallet rule). */
  password: string
  /** Optional BIP39 passphrase. */
  passphrase?: string | undefined
  /** Default 'standard' (m/44'/60'/0'/0/N). */
  scheme?: DerivationScheme | undefined
  /** Account index, default 0. */
  index?: number | undefined
}

export interface RestoreFromPrivateKeyParameters extends RestoreCommon, EncryptKeystoreOptions {
  /** 64 hex characters, with or without 0x. */
  privateKey: string
  password: string
}

export interface RestoreFromKeystoreParameters extends RestoreCommon {
  /** The uploaded file's text or its parsed JSON. */
  keystore: string | KeystoreV3
  /** The password the keystore was encrypted with. */
  password: string
}

/**
 * Restores one account of a phrase (default m/44'/60'/0'/0/0) and encrypts its key under a new password. To keep the
 * phrase and add its other accounts, use `saveHdWallet`.
 */
export async function restoreWalletFromMnemonic({
  mnemonic,
  password,
  accounts = [],
  passphrase,
  scheme,
  index = 0,
  chainId,
  ...options
}: RestoreFromMnemonicParameters): Promise<RestoredWallet> {
  const phrase = unwrapResult(validateMnemonic(mnemonic))
  unwrapResult(validatePassword(password))
  const [{ address, privateKey }] = deriveHdKeys({
    mnemonic: phrase,
    passphrase,
    scheme,
    indexes: [index],
  }) as [HdKey]
  unwrapResult(validateNewAccountAddress(address, accounts))
  const notices = importKeyNotices(address, privateKey, chainId)
  return { address, keystore: await encryptKeystore(privateKey, password, options), notices }
}

/** Restores from a private key and encrypts it under a new password. */
export async function restoreWalletFromPrivateKey({
  privateKey,
  password,
  accounts = [],
  chainId,
  ...options
}: RestoreFromPrivateKeyParameters): Promise<RestoredWallet> {
  const key = unwrapResult(validatePrivateKey(privateKey))
  unwrapResult(validatePassword(password))
  const address = computeAddressFromPrivateKey(key)
  unwrapResult(validateNewAccountAddress(address, accounts))
  const notices = importKeyNotices(address, key, chainId)
  return { address, keystore: await encryptKeystore(key, password, options), notices }
}

/**
 * Restores from a keystore file: decrypts it once to check the password and the address, then returns the
 * keystore as it was uploaded. It does not apply the import rule (publicly known keys, weak KDFs): an app importing a
 * user's file calls `importWalletFromKeystore`, which does (docs/behaviour/key-hygiene.md).
 */
export async function restoreWalletFromKeystore({
  keystore,
  password,
  accounts = [],
}: RestoreFromKeystoreParameters): Promise<RestoredWallet> {
  const file = unwrapResult(validateKeystoreFile(keystore))
  const { address } = await decryptKeystore(file, password)
  unwrapResult(validateNewAccountAddress(address, accounts))
  return { address, keystore: file }
}

/**
 * Imports a keystore file with the import rule (docs/behaviour/key-hygiene.md): decrypts it to check the password and
 * the address; refuses a publicly known key off the devnet (KEY_PUBLICLY_KNOWN) and warns on it; returns the keystore
 * as it was uploaded unless its key derivation is weaker than scrypt n = 2^17 (or pbkdf2 below 600,000 rounds), which
 * is re-encrypted at scrypt n = 2^17 under the same password, with a notice.
 */
export async function importWalletFromKeystore({
  keystore,
  password,
  accounts = [],
  chainId,
}: RestoreFromKeystoreParameters): Promise<RestoredWallet> {
  const file = unwrapResult(validateKeystoreFile(keystore))
  const { address, privateKey } = await decryptKeystore(file, password)
  unwrapResult(validateNewAccountAddress(address, accounts))
  const notices = importKeyNotices(address, privateKey, chainId)
  const weak = describeWeakKdf(file)
  if (!weak) return { address, keystore: file, notices }
  notices.push({ code: 'KEYSTORE_REENCRYPTED', message: kdfUpgradedNotice(weak) })
  return { address, keystore: await encryptKeystore(privateKey, password), notices }
}
