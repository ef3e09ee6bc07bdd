import type { ACCOUNT_TYPES } from '../constants/settings.js'
import type { KeystoreV3 } from '../validation/keystoreFile.js'
import type { EncryptedPhrase } from './hd/encryptedPhrase.js'

/** How an account signs: keystore, ledger ({product} app), ledgerEth (Ethereum app), or an external wallet. */
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/**
 * One wallet in the list (docs/behaviour/wallets-and-accounts.md#wallet-types). Balances are runtime data of the
 * watch area, not stored here.
 */
export interface WalletAccount {
  /** Checksum address. */
  address: string
  type: AccountType
  /** '' means "show the address". */
  name: string
  /** 1-based position in the list, kept equal to the index + 1. */
  order: number
  /** Encrypted key, keystore accounts only. */
  keystore?: KeystoreV3
  /** Hardware derivation indexes (44'/60'/accountId'/0/addressId). */
  accountId?: number
  addressId?: number
  /** Keystore accounts derived from a stored recovery phrase: which phrase, which index, along which path. */
  hd?: HdAccountRef
}

/**
 * Where a keystore account comes from when the wallet keeps its phrase (docs/decisions.md#recovery-phrases): the
 * phrase record's id (accounts with the same id form one group), the 0-based account index and the derivation path.
 */
export interface HdAccountRef {
  phraseId: string
  index: number
  path: string
}

/** Identifies an account: the same address may exist once per type. */
export interface AccountRef {
  address: string
  type: AccountType
}

/** A new wallet's secrets. Show the phrase and key once; keep the keystore and the encrypted phrase. */
export interface CreatedWallet {
  mnemonic: string
  privateKey: string
  address: string
  keystore: KeystoreV3
  /** The phrase encrypted with the password (docs/decisions.md#recovery-phrases), and account 0's link to it. */
  phrase: EncryptedPhrase
  hd: HdAccountRef
}

/** Something the user is told after an import (docs/behaviour/key-hygiene.md). */
export interface RestoreNotice {
  /** KEY_PUBLICLY_KNOWN: a publicly known key allowed on the devnet; KEYSTORE_REENCRYPTED: a weak keystore upgraded. */
  code: 'KEY_PUBLICLY_KNOWN' | 'KEYSTORE_REENCRYPTED'
  message: string
}

/**
 * What a restore yields: the address and the keystore to store (a keystore file as it was, unless its KDF was weak),
 * and what to tell the user. A phrase restore also yields the encrypted phrase, the first account's link to it, the
 * group's other accounts and what discovery found.
 */
export interface RestoredWallet {
  address: string
  keystore: KeystoreV3
  notices?: RestoreNotice[]
  hd?: HdAccountRef
  phrase?: EncryptedPhrase
  /** More accounts of the same phrase (discovery found them used). */
  others?: { address: string; keystore: KeystoreV3; hd: HdAccountRef }[]
  /** A phrase restore's discovery: whether any account was used, 'No activity found' otherwise. */
  discovery?: { activityFound: boolean; message: string | null; scanned: number }
}

/** What the create and restore wizards hand to their `save`: a created or restored wallet, ready to store. */
export type WizardWallet = Pick<
  RestoredWallet,
  'address' | 'keystore' | 'hd' | 'phrase' | 'others' | 'discovery'
>
