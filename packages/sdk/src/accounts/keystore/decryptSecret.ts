import { getBytes, keccak256 } from 'ethers'
import { KeystoreError } from '../../errors/KeystoreError.js'
import { MESSAGES } from '../../validation/messages.js'
import { validateKeystorePassword } from '../../validation/password.js'
import { unwrapResult } from '../../validation/result.js'
import { aes128Ctr } from './aesCtr.js'
import { encryptedSecretSchema } from './encryptedSecretSchema.js'
import type { EncryptedSecret } from './encryptSecret.js'
import { deriveKey, invalidKeystore, parseKdfParams } from './kdf.js'

export { encryptedSecretSchema }

/**
 * Decrypts what `encryptSecret` wrote. Wrong password: KeystoreError `KEYSTORE_BAD_PASSWORD` ('Bad keystore file or
 * password.'); a record we cannot read: `KEYSTORE_INVALID`.
 */
export async function decryptSecret(encrypted: EncryptedSecret, password: string): Promise<Uint8Array> {
  unwrapResult(validateKeystorePassword(password))
  const parsed = encryptedSecretSchema.safeParse(encrypted)
  if (!parsed.success) throw invalidKeystore()
  const section = parsed.data
  const params = parseKdfParams('scrypt', section.kdfparams)
  const iv = getBytes(`0x${section.cipherparams.iv}`)
  const ciphertext = getBytes(`0x${section.ciphertext}`)
  if (iv.length !== 16) throw invalidKeystore()
  const derived = await deriveKey(new TextEncoder().encode(password), params)
  const mac = keccak256(new Uint8Array([...derived.slice(16, 32), ...ciphertext])).slice(2)
  if (mac !== section.mac)
    throw new KeystoreError('KEYSTORE_BAD_PASSWORD', MESSAGES.keystoreBadFileOrPassword)
  return aes128Ctr(derived.slice(0, 16), iv, ciphertext)
}
