import { computeAddress, getAddress, getBytes, hexlify, keccak256 } from 'ethers'
import { KEYSTORE_CIPHER } from '../../constants/keystore.js'
import { KeystoreError } from '../../errors/KeystoreError.js'
import { type KeystoreV3, validateKeystoreFile } from '../../validation/keystoreFile.js'
import { MESSAGES } from '../../validation/messages.js'
import { validateKeystorePassword } from '../../validation/password.js'
import { unwrapResult } from '../../validation/result.js'
import { aes128Ctr } from './aesCtr.js'
import { deriveKey, invalidKeystore, parseKdfParams } from './kdf.js'

/** What a decrypted keystore yields. Keep it in memory only as long as the signature needs it. */
export interface DecryptedKeystore {
  /** Checksum address of the key. */
  address: string
  /** 0x + 64 hex. */
  privateKey: string
}

const bytes = (value: string) => getBytes(value.startsWith('0x') ? value : `0x${value}`)

function macMatches(derived: Uint8Array, ciphertext: Uint8Array, mac: string): boolean {
  const computed = keccak256(new Uint8Array([...derived.slice(16, 32), ...ciphertext]))
  return computed.slice(2) === mac.toLowerCase().replace(/^0x/, '')
}

/**
 * Decrypts any Web3 Secret Storage v3 keystore (scrypt or pbkdf2 with hmac-sha256, aes-128-ctr) given as
 * JSON text or object. Wrong password or MAC: KeystoreError `KEYSTORE_BAD_PASSWORD` with 'Bad keystore file
 * or password.'; not a keystore we can read: ValidationError/KeystoreError `KEYSTORE_INVALID(_JSON)`.
 * The password is tried as UTF-8 (geth, web3.js) and then NFKC-normalised (ethers) if that differs.
 */
export async function decryptKeystore(
  keystore: string | KeystoreV3,
  password: string,
): Promise<DecryptedKeystore> {
  unwrapResult(validateKeystorePassword(password))
  const file = unwrapResult(validateKeystoreFile(keystore))
  const section = (file.crypto ?? file.Crypto)!
  if (section.cipher.toLowerCase() !== KEYSTORE_CIPHER) throw invalidKeystore()
  const params = parseKdfParams(section.kdf.toLowerCase(), section.kdfparams)
  let iv: Uint8Array
  let ciphertext: Uint8Array
  try {
    iv = bytes(section.cipherparams.iv)
    ciphertext = bytes(section.ciphertext)
  } catch (cause) {
    throw invalidKeystore(cause)
  }
  if (iv.length !== 16 || ciphertext.length !== 32) throw invalidKeystore()

  const encoder = new TextEncoder()
  const candidates = [...new Set([password, password.normalize('NFKC')])]
  let derived: Uint8Array | undefined
  for (const candidate of candidates) {
    const key = await deriveKey(encoder.encode(candidate), params)
    if (macMatches(key, ciphertext, section.mac)) {
      derived = key
      break
    }
  }
  if (!derived) throw new KeystoreError('KEYSTORE_BAD_PASSWORD', MESSAGES.keystoreBadFileOrPassword)

  const privateKey = hexlify(await aes128Ctr(derived.slice(0, 16), iv, ciphertext))
  let address: string
  try {
    address = computeAddress(privateKey)
  } catch (cause) {
    throw invalidKeystore(cause)
  }
  if (file.address && !sameAddress(file.address, address)) throw invalidKeystore()
  return { address, privateKey }
}

function sameAddress(field: string, address: string): boolean {
  try {
    return getAddress(field.startsWith('0x') ? field : `0x${field}`) === address
  } catch {
    // A malformed address field cannot match.
    return false
  }
}
