import { decryptKeystoreJson, encryptKeystoreJson, Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { KEYSTORE_SCRYPT_N } from '../../constants/keystore.js'
import type { KeystoreV3 } from '../../validation/keystoreFile.js'
import { decryptKeystore } from './decryptKeystore.js'
import { encryptKeystore } from './encryptKeystore.js'

// A throwaway key made for this test; it never holds funds.
const KEY = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318'
const ADDRESS = new Wallet(KEY).address
const PASSWORD = 'Correct-Horse-9'
const FAST = { scryptN: 2 ** 4 }

interface Editable {
  version: number
  address?: string
  crypto: {
    cipher: string
    kdf: string
    ciphertext: string
    cipherparams: { iv: string }
    kdfparams: Record<string, number | string>
  }
}

const mutate = (keystore: KeystoreV3, change: (copy: Editable) => void): KeystoreV3 => {
  const copy = structuredClone(keystore) as unknown as Editable
  change(copy)
  return copy as unknown as KeystoreV3
}

describe('encryptKeystore', () => {
  it('writes a Web3 Secret Storage v3 keystore that decrypts to the key', async () => {
    const keystore = await encryptKeystore(KEY, PASSWORD, FAST)
    expect(keystore).toMatchObject({
      version: 3,
      address: ADDRESS.slice(2).toLowerCase(),
      crypto: {
        cipher: 'aes-128-ctr',
        kdf: 'scrypt',
        kdfparams: { dklen: 32, n: 16, r: 8, p: 1 },
      },
    })
    expect(keystore.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keystore.crypto?.kdfparams.salt).toMatch(/^[0-9a-f]{64}$/)
    expect(keystore.crypto?.cipherparams.iv).toMatch(/^[0-9a-f]{32}$/)
    expect(keystore.crypto?.mac).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(keystore)).not.toContain(KEY.slice(2))
    expect(await decryptKeystore(keystore, PASSWORD)).toEqual({ address: ADDRESS, privateKey: KEY })
  })

  it('uses scrypt n = 2^17 by default', async () => {
    const keystore = await encryptKeystore(KEY, PASSWORD)
    expect(KEYSTORE_SCRYPT_N).toBe(131_072)
    expect(keystore.crypto?.kdfparams).toMatchObject({ n: 131_072, r: 8, p: 1, dklen: 32 })
    expect((await decryptKeystore(keystore, PASSWORD)).address).toBe(ADDRESS)
  })

  it('uses fresh salt, IV and id every time', async () => {
    const [a, b] = await Promise.all([
      encryptKeystore(KEY, PASSWORD, FAST),
      encryptKeystore(KEY, PASSWORD, FAST),
    ])
    expect(a.id).not.toBe(b.id)
    expect(a.crypto?.kdfparams.salt).not.toBe(b.crypto?.kdfparams.salt)
    expect(a.crypto?.cipherparams.iv).not.toBe(b.crypto?.cipherparams.iv)
  })

  it('rejects a bad key, an empty password and a bad scrypt n with typed errors', async () => {
    await expect(encryptKeystore('0x1234', PASSWORD, FAST)).rejects.toMatchObject({
      code: 'PRIVATE_KEY_INVALID',
    })
    await expect(encryptKeystore(KEY, '', FAST)).rejects.toMatchObject({
      code: 'PASSWORD_REQUIRED',
      message: 'Type a password',
    })
    for (const scryptN of [0, 3, 2 ** 21, 1.5]) {
      await expect(encryptKeystore(KEY, PASSWORD, { scryptN })).rejects.toMatchObject({
        code: 'SCRYPT_PARAMS_INVALID',
      })
    }
  })
})

describe('interoperability with ethers', () => {
  it('ethers decrypts our keystores', async () => {
    const keystore = await encryptKeystore(KEY, PASSWORD, FAST)
    const account = await decryptKeystoreJson(JSON.stringify(keystore), PASSWORD)
    expect(account.privateKey).toBe(KEY)
  })

  it('we decrypt ethers keystores, including its "Crypto" spelling and NFKC-normalised passwords', async () => {
    const decomposed = 'Cafe\u0301-Pass-1'
    const json = await encryptKeystoreJson({ address: ADDRESS, privateKey: KEY }, decomposed, {
      scrypt: { N: 16 },
    })
    expect(JSON.parse(json)).toHaveProperty('Crypto')
    expect(await decryptKeystore(json, decomposed)).toEqual({ address: ADDRESS, privateKey: KEY })
  })
})

describe('decryptKeystore rejects bad input with typed errors', () => {
  it("wrong password: 'Bad keystore file or password.'", async () => {
    const keystore = await encryptKeystore(KEY, PASSWORD, FAST)
    const error = await decryptKeystore(keystore, 'wrong-password').catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'KeystoreError',
      code: 'KEYSTORE_BAD_PASSWORD',
      message: 'Bad keystore file or password.',
    })
    expect(JSON.stringify(error)).not.toContain('wrong-password')
  })

  it("empty password: 'Type a password'; not JSON: 'Not valid JSON file.'", async () => {
    const keystore = await encryptKeystore(KEY, PASSWORD, FAST)
    await expect(decryptKeystore(keystore, '')).rejects.toMatchObject({ code: 'PASSWORD_REQUIRED' })
    await expect(decryptKeystore('{oops', PASSWORD)).rejects.toMatchObject({
      code: 'KEYSTORE_INVALID_JSON',
      message: 'Not valid JSON file.',
    })
  })

  it.each([
    ['an unsupported cipher', (k: Editable) => (k.crypto.cipher = 'aes-128-cbc')],
    ['an unsupported kdf', (k: Editable) => (k.crypto.kdf = 'argon2')],
    ['scrypt n of 2^30', (k: Editable) => (k.crypto.kdfparams.n = 2 ** 30)],
    ['scrypt n not a power of two', (k: Editable) => (k.crypto.kdfparams.n = 15)],
    ['scrypt p of 64', (k: Editable) => (k.crypto.kdfparams.p = 64)],
    ['scrypt r of 2^20', (k: Editable) => (k.crypto.kdfparams.r = 2 ** 20)],
    ['dklen 16', (k: Editable) => (k.crypto.kdfparams.dklen = 16)],
    ['a salt that is not hex', (k: Editable) => (k.crypto.kdfparams.salt = 'zz')],
    ['a short IV', (k: Editable) => (k.crypto.cipherparams.iv = '00')],
    ['a short ciphertext', (k: Editable) => (k.crypto.ciphertext = '00')],
    ['version 4', (k: Editable) => (k.version = 4)],
    ['an address field of another key', (k: Editable) => (k.address = '00'.repeat(20))],
  ])('%s', async (_, change) => {
    const keystore = await encryptKeystore(KEY, PASSWORD, FAST)
    const started = performance.now()
    await expect(decryptKeystore(mutate(keystore, change), PASSWORD)).rejects.toMatchObject({
      code: expect.stringMatching(/^KEYSTORE_INVALID$/),
      message: 'Bad keystore file or password.',
    })
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it('pbkdf2 with a prf other than hmac-sha256', async () => {
    const keystore = {
      version: 3,
      crypto: {
        cipher: 'aes-128-ctr',
        cipherparams: { iv: '00'.repeat(16) },
        ciphertext: '00'.repeat(32),
        kdf: 'pbkdf2',
        kdfparams: { c: 1, dklen: 32, prf: 'hmac-sha512', salt: '00' },
        mac: '00'.repeat(32),
      },
    } as KeystoreV3
    await expect(decryptKeystore(keystore, PASSWORD)).rejects.toMatchObject({ code: 'KEYSTORE_INVALID' })
  })
})
