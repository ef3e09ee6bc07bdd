import { KeystoreError } from '../../errors/KeystoreError.js'

/**
 * AES-128-CTR over Web Crypto (Node ≥ 20 and every browser in a secure context). The whole 16-byte IV is the
 * counter, as Web3 Secret Storage (and aes-js) count. Encrypting and decrypting are the same operation.
 */
export async function aes128Ctr(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle
  if (!subtle) {
    throw new KeystoreError(
      'KEYSTORE_UNSUPPORTED_PLATFORM',
      'This environment cannot decrypt keystores: Web Crypto is missing (is the page served over https?)',
    )
  }
  const cryptoKey = await subtle.importKey('raw', key as BufferSource, { name: 'AES-CTR' }, false, [
    'encrypt',
  ])
  const counter = iv as BufferSource
  return new Uint8Array(
    await subtle.encrypt({ name: 'AES-CTR', counter, length: 128 }, cryptoKey, data as BufferSource),
  )
}
