import { HDNodeWallet } from 'ethers'
import { validateMnemonic } from '../../validation/mnemonic.js'
import { unwrapResult } from '../../validation/result.js'
import { toMnemonic } from '../mnemonic/computeMnemonicSeed.js'
import type { DerivedKey } from '../mnemonic/deriveKey.js'
import { type DerivationScheme, formatDerivationPath } from './derivationPath.js'
import { checkPassphrase } from './encryptedPhrase.js'

/** A key of a phrase's account: its index, the path it was derived along, the address and key. */
export interface HdKey extends DerivedKey {
  index: number
  path: string
}

export interface DeriveHdKeysParameters {
  /** 12, 15, 18, 21 or 24 words; case and whitespace are normalised. */
  mnemonic: string
  /** The optional BIP39 passphrase ('' or absent: none). A different passphrase is a different wallet. */
  passphrase?: string | undefined
  /** Default 'standard' (m/44'/60'/0'/0/N). */
  scheme?: DerivationScheme | undefined
  /** The account indexes (0-based). */
  indexes: readonly number[]
}

/**
 * Derives the keys of a phrase's accounts (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase): the BIP39
 * seed (PBKDF2 over the phrase and "mnemonic" + passphrase) is computed once, then each index's path.
 *
 * @example deriveHdKeys({ mnemonic, indexes: [0, 1] }).map((k) => k.path) // m/44'/60'/0'/0/0, m/44'/60'/0'/0/1
 */
export function deriveHdKeys({
  mnemonic,
  passphrase,
  scheme = 'standard',
  indexes,
}: DeriveHdKeysParameters): HdKey[] {
  const phrase = unwrapResult(validateMnemonic(mnemonic))
  const paths = indexes.map((index) => formatDerivationPath(scheme, index))
  const root = HDNodeWallet.fromSeed(toMnemonic(phrase, checkPassphrase(passphrase)).computeSeed())
  return paths.map((path, i) => {
    const node = root.derivePath(path)
    return {
      index: indexes[i]!,
      path,
      address: node.address,
      privateKey: node.privateKey,
      extendedKey: node.extendedKey,
    }
  })
}
