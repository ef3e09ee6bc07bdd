import { DEFAULT_DERIVATION_PATH } from '../constants/limits.js'
import { validatePassword } from '../validation/password.js'
import { unwrapResult } from '../validation/result.js'
import { encryptPhrase } from './hd/encryptedPhrase.js'
import { type EncryptKeystoreOptions, encryptKeystore } from './keystore/encryptKeystore.js'
import { createMnemonic } from './mnemonic/createMnemonic.js'
import { deriveKeyFromMnemonic } from './mnemonic/deriveKey.js'
import type { CreatedWallet } from './types.js'

export interface CreateWalletParameters extends EncryptKeystoreOptions {
  /** Must pass the new-wallet password rule (docs/behaviour/wallets-and-accounts.md#validation). */
  password: string
}

/**
 * Creates a wallet: 24 words from 256 bits of entropy, the key at m/44'/60'/0'/0/0 and its keystore
 * encrypted with `password` (scrypt n = 2^17 unless `scryptN` says otherwise), and the phrase encrypted with the same
 * password (docs/decisions.md#recovery-phrases), so the wallet can add accounts and reveal its phrase later.
 *
 * @example const { mnemonic, address, keystore } = await createWallet({ password: 'Str0ng!pass' })
 */
export async function createWallet({ password, ...options }: CreateWalletParameters): Promise<CreatedWallet> {
  unwrapResult(validatePassword(password))
  const mnemonic = createMnemonic()
  const { address, privateKey } = deriveKeyFromMnemonic(mnemonic)
  const keystore = await encryptKeystore(privateKey, password, options)
  const phrase = await encryptPhrase({ mnemonic, scheme: 'standard', password, ...options })
  return {
    mnemonic,
    privateKey,
    address,
    keystore,
    phrase,
    hd: { phraseId: phrase.id, index: 0, path: DEFAULT_DERIVATION_PATH },
  }
}
