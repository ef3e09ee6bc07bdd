import { scryptSync } from 'node:crypto'
import { getBytes, hexlify, keccak256 } from 'ethers'
import { describe, expect, it } from 'vitest'
import { loadVector } from '../../test/loadVector.js'
import { aes128Ctr } from './keystore/aesCtr.js'
import { decryptKeystore } from './keystore/decryptKeystore.js'
import { deriveKey, parseKdfParams } from './keystore/kdf.js'
import { computeMnemonicSeed } from './mnemonic/computeMnemonicSeed.js'
import { createMnemonic } from './mnemonic/createMnemonic.js'
import { deriveKeyFromMnemonic, deriveKeyFromSeed } from './mnemonic/deriveKey.js'

interface Bip39 {
  passphrase: string
  english: [string, string, string, string][]
}
interface Bip32 {
  bip32: { seed: string; chains: { path: string; xprv: string }[] }
  bip44: { mnemonic: string; path: string; address: string; privateKey: string }
}
interface Web3Vector {
  keystore: { crypto: { kdf: string; kdfparams: unknown; ciphertext: string; cipherparams: { iv: string } } }
  derivedKey: string
  mac: string
}
interface Web3 {
  password: string
  privateKey: string
  address: string
  pbkdf2: Web3Vector
  scrypt: Web3Vector
  scryptLegacy: Web3Vector
}
interface Rfc7914 {
  vectors: { password: string; salt: string; n: number; r: number; p: number; dkLen: number; key: string }[]
}

const bip39 = loadVector<Bip39>('bip39-english.json')
const bip32 = loadVector<Bip32>('bip32-bip44.json')
const web3 = loadVector<Web3>('web3-secret-storage.json')
const rfc7914 = loadVector<Rfc7914>('scrypt-rfc7914.json')
const toHex = (bytes: Uint8Array) => hexlify(bytes).slice(2)
const utf8Hex = (text: string) => toHex(new TextEncoder().encode(text))
const hexToBytes = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))

describe('BIP39 English reference vectors (trezor/python-mnemonic)', () => {
  it('has all 24 vectors', () => {
    expect(bip39.english).toHaveLength(24)
  })

  it.each(bip39.english)('entropy %s gives the phrase, seed and root key', (entropy, phrase, seed, xprv) => {
    expect(createMnemonic(hexToBytes(entropy))).toBe(phrase)
    expect(computeMnemonicSeed(phrase, bip39.passphrase)).toBe(`0x${seed}`)
    expect(deriveKeyFromSeed(`0x${seed}`, 'm').extendedKey).toBe(xprv)
  })
})

describe('BIP32 test vector 2', () => {
  it.each(bip32.bip32.chains)('derives $path', ({ path, xprv }) => {
    expect(deriveKeyFromSeed(`0x${bip32.bip32.seed}`, path).extendedKey).toBe(xprv)
  })
})

describe("BIP44 derivation at m/44'/60'/0'/0/0", () => {
  it('derives the published address and key from the published phrase', () => {
    const { mnemonic, path, address, privateKey } = bip32.bip44
    expect(path).toBe("m/44'/60'/0'/0/0")
    expect(deriveKeyFromMnemonic(mnemonic)).toMatchObject({ address, privateKey })
  })
})

describe('RFC 7914 scrypt vectors', () => {
  it.each(rfc7914.vectors)('scrypt(n = $n, r = $r, p = $p) gives the published key', async (vector) => {
    const params = { n: vector.n, r: vector.r, p: vector.p, dklen: vector.dkLen, salt: utf8Hex(vector.salt) }
    const key = await deriveKey(new TextEncoder().encode(vector.password), parseKdfParams('scrypt', params))
    expect(toHex(key)).toBe(vector.key)
  })
})

describe('Web3 Secret Storage test vectors', () => {
  it('derives the published pbkdf2 key and decrypts the pbkdf2 keystore', async () => {
    const { kdf, kdfparams } = web3.pbkdf2.keystore.crypto
    const key = await deriveKey(new TextEncoder().encode(web3.password), parseKdfParams(kdf, kdfparams))
    expect(toHex(key)).toBe(web3.pbkdf2.derivedKey)
    const decrypted = await decryptKeystore(web3.pbkdf2.keystore as never, web3.password)
    expect(decrypted.privateKey).toBe(web3.privateKey)
    expect(decrypted.address.toLowerCase()).toBe(`0x${web3.address}`)
  })

  it.each(['scrypt', 'scryptLegacy'] as const)(
    '%s: the published derived key gives the MAC and the secret',
    async (name) => {
      const vector = web3[name]
      const derived = getBytes(`0x${vector.derivedKey}`)
      const ciphertext = getBytes(`0x${vector.keystore.crypto.ciphertext}`)
      expect(keccak256(new Uint8Array([...derived.slice(16, 32), ...ciphertext])).slice(2)).toBe(vector.mac)
      const iv = getBytes(`0x${vector.keystore.crypto.cipherparams.iv}`)
      expect(hexlify(await aes128Ctr(derived.slice(0, 16), iv, ciphertext))).toBe(web3.privateKey)
    },
  )

  it('scrypt: computes the stated parameters like node:crypto, so the inconsistent file fails its MAC', async () => {
    const { kdf, kdfparams } = web3.scrypt.keystore.crypto
    const key = await deriveKey(new TextEncoder().encode(web3.password), parseKdfParams(kdf, kdfparams))
    const params = kdfparams as { n: number; r: number; p: number; salt: string }
    const openssl = scryptSync(web3.password, Buffer.from(params.salt, 'hex'), 32, {
      N: params.n,
      r: params.r,
      p: params.p,
      maxmem: 512 * 1024 * 1024,
    })
    expect(toHex(key)).toBe(openssl.toString('hex'))
    await expect(decryptKeystore(web3.scrypt.keystore as never, web3.password)).rejects.toMatchObject({
      code: 'KEYSTORE_BAD_PASSWORD',
    })
    // Three derivations of 256 MiB each: about 3 s on a quiet machine, 22–42 s when the two cores are shared.
  }, 120_000)

  it('scryptLegacy: refuses n = 2^18 with r = 1 (RFC 7914) with a typed error, before any work', async () => {
    await expect(decryptKeystore(web3.scryptLegacy.keystore as never, web3.password)).rejects.toMatchObject({
      code: 'KEYSTORE_INVALID',
      message: 'Bad keystore file or password.',
    })
  })

  it('rejects the pbkdf2 vector with a wrong password', async () => {
    await expect(decryptKeystore(web3.pbkdf2.keystore as never, 'testpassworD')).rejects.toMatchObject({
      code: 'KEYSTORE_BAD_PASSWORD',
      message: 'Bad keystore file or password.',
    })
  })
})
