import { KEYSTORE_SCRYPT_N } from '../../constants/keystore.js'
import type { KeystoreV3 } from '../../validation/keystoreFile.js'

/** pbkdf2 rounds below which a keystore is re-encrypted at import (OWASP's 2023 figure for PBKDF2-HMAC-SHA256). */
export const KEYSTORE_MIN_PBKDF2_ITERATIONS = 600_000

/**
 * The key derivation of a keystore when it is weaker than what we write (scrypt n < 2^17, or pbkdf2 below 600,000
 * rounds), as a short text ("scrypt n = 1024"); null when it is as strong or stronger. Pure; reads the parameters
 * only (the keystore has been decrypted, so they are within our limits).
 */
export function describeWeakKdf(keystore: KeystoreV3): string | null {
  const section = keystore.crypto ?? keystore.Crypto
  if (!section) return null
  const kdf = section.kdf.toLowerCase()
  const params = section.kdfparams as { n?: unknown; c?: unknown }
  if (kdf === 'scrypt') {
    const n = Number(params.n)
    return n < KEYSTORE_SCRYPT_N ? `scrypt n = ${n}` : null
  }
  if (kdf === 'pbkdf2') {
    const c = Number(params.c)
    return c < KEYSTORE_MIN_PBKDF2_ITERATIONS ? `pbkdf2 with ${c} rounds` : null
  }
  return null
}

/** The notice shown when an imported keystore was re-encrypted. */
export const kdfUpgradedNotice = (weak: string, scryptN: number = KEYSTORE_SCRYPT_N) =>
  `This keystore was protected by a weak key derivation (${weak}); it was re-encrypted with scrypt n = ${scryptN} under the same password.`
