import { computeAddress, getBytes, hexlify, keccak256, randomBytes, uuidV4 } from 'ethers'
import {
  KEYSTORE_CIPHER,
  KEYSTORE_DKLEN,
  KEYSTORE_SCRYPT_N,
  KEYSTORE_SCRYPT_P,
  KEYSTORE_SCRYPT_R,
} from '../../constants/keystore.js'
import { ValidationError } from '../../errors/ValidationError.js'
import type { KeystoreV3 } from '../../validation/keystoreFile.js'
import { validateKeystorePassword } from '../../validation/password.js'
import { validatePrivateKey } from '../../validation/privateKey.js'
import { unwrapResult } from '../../validation/result.js'
import { aes128Ctr } from './aesCtr.js'
import { deriveKey } from './kdf.js'

export interface EncryptKeystoreOptions {
  /**
   * scrypt cost n, a power of two from 2 to 2^20. Default 2^17 (docs/decisions.md#money-and-keys). Lower it only in
   * tests: a keystore is as strong as this number.
   */
  scryptN?: number
}

const hex = (bytes: Uint8Array) => hexlify(bytes).slice(2)

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
  { scryptN = KEYSTORE_SCRYPT_N }: EncryptKeystoreOptions = {},
): Promise<KeystoreV3> {
  const key = unwrapResult(validatePrivateKey(privateKey))
  unwrapResult(validateKeystorePassword(password))
  if (!Number.isInteger(scryptN) || scryptN < 2 || scryptN > 2 ** 20 || (scryptN & (scryptN - 1)) !== 0) {
    throw new ValidationError('SCRYPT_PARAMS_INVALID', 'scrypt n must be a power of two from 2 to 2^20')
  }
  const salt = randomBytes(32)
  const iv = randomBytes(16)
  const params = {
    kdf: 'scrypt',
    salt,
    n: scryptN,
    r: KEYSTORE_SCRYPT_R,
    p: KEYSTORE_SCRYPT_P,
    dklen: KEYSTORE_DKLEN,
  } as const
  const derived = await deriveKey(new TextEncoder().encode(password), params)
  const ciphertext = await aes128Ctr(derived.slice(0, 16), iv, getBytes(key))
  const mac = keccak256(new Uint8Array([...derived.slice(16, 32), ...ciphertext]))
  return {
    version: 3,
    id: uuidV4(randomBytes(16)),
    address: computeAddress(key).slice(2).toLowerCase(),
    crypto: {
      ciphertext: hex(ciphertext),
      cipherparams: { iv: hex(iv) },
      cipher: KEYSTORE_CIPHER,
      kdf: 'scrypt',
      kdfparams: {
        dklen: KEYSTORE_DKLEN,
        salt: hex(salt),
        n: scryptN,
        r: KEYSTORE_SCRYPT_R,
        p: KEYSTORE_SCRYPT_P,
      },
      mac: mac.slice(2),
    },
  }
}
