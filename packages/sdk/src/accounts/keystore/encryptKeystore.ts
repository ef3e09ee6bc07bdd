import { computeAddress, getBytes, randomBytes, uuidV4 } from 'ethers'
import type { KeystoreV3 } from '../../validation/keystoreFile.js'
import { validatePrivateKey } from '../../validation/privateKey.js'
import { unwrapResult } from '../../validation/result.js'
import { type EncryptKeystoreOptions, encryptSecret } from './encryptSecret.js'

export type { EncryptKeystoreOptions } from './encryptSecret.js'

/**
 * Encrypts a private key as a Web3 Secret Storage v3 keystore: scrypt (n = 2^17, r = 8, p = 1, dklen 32),
 * aes-128-ctr, MAC = keccak256(dk[16..31] ‖ ciphertext), a uuid v4 id and the address in lower case
 * without 0x. The password is encoded as UTF-8, as geth and web3.js do.
 *
 * @example const keystore = await encryptKeystore(privateKey, 'Str0ng!pass')
 */
export async function encryptKeystore(
  privateKey: string,
  password: string,
  options: EncryptKeystoreOptions = {},
): Promise<KeystoreV3> {
  const key = unwrapResult(validatePrivateKey(privateKey))
  const crypto = await encryptSecret(getBytes(key), password, options)
  return {
    version: 3,
    id: uuidV4(randomBytes(16)),
    address: computeAddress(key).slice(2).toLowerCase(),
    crypto: { ...crypto },
  }
}
