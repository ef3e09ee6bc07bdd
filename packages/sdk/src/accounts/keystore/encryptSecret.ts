import { hexlify, keccak256, randomBytes } from 'ethers'
import {
  KEYSTORE_CIPHER,
  KEYSTORE_DKLEN,
  KEYSTORE_SCRYPT_N,
  KEYSTORE_SCRYPT_P,
  KEYSTORE_SCRYPT_R,
} from '../../constants/keystore.js'
import { ValidationError } from '../../errors/ValidationError.js'
import { validateKeystorePassword } from '../../validation/password.js'
import { unwrapResult } from '../../validation/result.js'
import { aes128Ctr } from './aesCtr.js'
import { deriveKey } from './kdf.js'

/**
 * The crypto section of a Web3 Secret Storage v3 keystore, over a secret of any length: the same scrypt key
 * derivation (through the keystore's `deriveKey`), aes-128-ctr and MAC = keccak256(dk[16..31] ‖ ciphertext). The
 * wallet's encrypted recovery phrases use it (docs/decisions.md#recovery-phrases).
 */
export interface EncryptedSecret {
  cipher: 'aes-128-ctr'
  cipherparams: { iv: string }
  ciphertext: string
  kdf: 'scrypt'
  kdfparams: { dklen: number; salt: string; n: number; r: number; p: number }
  mac: string
}

/** Options of `encryptKeystore` and `encryptSecret`. */
export interface EncryptKeystoreOptions {
  /**
   * scrypt cost n, a power of two from 2 to 2^20. Default 2^17 (docs/decisions.md#money-and-keys). Lower it only in
   * tests: a keystore is as strong as this number.
   */
  scryptN?: number
}

const hex = (bytes: Uint8Array) => hexlify(bytes).slice(2)

/** Encrypts `secret` under `password` (scrypt n = 2^17 unless `scryptN` says otherwise). */
export async function encryptSecret(
  secret: Uint8Array,
  password: string,
  { scryptN = KEYSTORE_SCRYPT_N }: EncryptKeystoreOptions = {},
): Promise<EncryptedSecret> {
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
  const ciphertext = await aes128Ctr(derived.slice(0, 16), iv, secret)
  const mac = keccak256(new Uint8Array([...derived.slice(16, 32), ...ciphertext]))
  return {
    cipher: KEYSTORE_CIPHER,
    cipherparams: { iv: hex(iv) },
    ciphertext: hex(ciphertext),
    kdf: 'scrypt',
    kdfparams: {
      dklen: KEYSTORE_DKLEN,
      salt: hex(salt),
      n: scryptN,
      r: KEYSTORE_SCRYPT_R,
      p: KEYSTORE_SCRYPT_P,
    },
    mac: mac.slice(2),
  }
}
