import { hexlify, scrypt } from 'ethers'
import { afterEach, describe, expect, it } from 'vitest'
import { loadVector } from '../../test/loadVector.js'
import { decryptKeystore } from '../accounts/keystore/decryptKeystore.js'
import { encryptKeystore } from '../accounts/keystore/encryptKeystore.js'
import { nodeScrypt, registerNodeScrypt, setEarlyScrypt, unregisterNodeScrypt } from './registerNodeScrypt.js'

interface Rfc7914 {
  vectors: { password: string; salt: string; n: number; r: number; p: number; dkLen: number; key: string }[]
}
const rfc = loadVector<Rfc7914>('scrypt-rfc7914.json')
const utf8 = (text: string) => new TextEncoder().encode(text)

afterEach(() => {
  unregisterNodeScrypt()
})

describe('native scrypt', () => {
  it.each(rfc.vectors)('passes the RFC 7914 vector n = $n, r = $r, p = $p', async (v) => {
    const key = await nodeScrypt(utf8(v.password), utf8(v.salt), v.n, v.r, v.p, v.dkLen)
    expect(hexlify(key as Uint8Array).slice(2)).toBe(v.key)
  })

  it("replaces ethers' pure-JS scrypt once registered (progress only at 0 and 1)", async () => {
    const progressOf = async () => {
      const seen: number[] = []
      await scrypt(utf8('pw'), utf8('salt'), 2 ** 14, 8, 1, 32, (value) => {
        seen.push(value)
      })
      return seen
    }
    expect((await progressOf()).length).toBeGreaterThan(2)
    expect(registerNodeScrypt()).toBe(true)
    expect(registerNodeScrypt()).toBe(true)
    expect(await progressOf()).toEqual([0, 1])
  })

  it('decrypts an n = 2^17 keystore through the registered implementation', async () => {
    registerNodeScrypt()
    // A throwaway key made for this test; it never holds funds.
    const key = `0x${'77'.repeat(32)}`
    const keystore = await encryptKeystore(key, 'Pass-word-1')
    expect(keystore.crypto?.kdfparams.n).toBe(2 ** 17)
    expect((await decryptKeystore(keystore, 'Pass-word-1')).privateKey).toBe(key)
  })
})

describe('a key derived ahead (setEarlyScrypt)', () => {
  afterEach(() => setEarlyScrypt(undefined))

  it('is taken for exactly its inputs, and the keystore decrypts through it', async () => {
    registerNodeScrypt()
    const key = `0x${'78'.repeat(32)}`
    const keystore = await encryptKeystore(key, 'Pass-word-2', { scryptN: 2 ** 14 })
    const params = keystore.crypto?.kdfparams as {
      salt: string
      n: number
      r: number
      p: number
      dklen: number
    }
    const salt = Uint8Array.from(Buffer.from(params.salt, 'hex'))
    const password = utf8('Pass-word-2')
    const ahead = await nodeScrypt(password, salt, params.n, params.r, params.p, params.dklen)
    const asked: number[] = []
    setEarlyScrypt((passwd, s, n, r, p, dkLen) => {
      asked.push(n)
      const same =
        hexlify(passwd) === hexlify(password) &&
        hexlify(s) === hexlify(salt) &&
        n === params.n &&
        r === params.r
      return same && p === params.p && dkLen === params.dklen
        ? Promise.resolve(ahead as Uint8Array)
        : undefined
    })
    expect((await decryptKeystore(keystore, 'Pass-word-2')).privateKey).toBe(key)
    expect(asked).toEqual([2 ** 14])
    // Another password is derived, not taken: the MAC check refuses it as ever.
    await expect(decryptKeystore(keystore, 'Wrong-pass-3')).rejects.toThrow()
  })

  it('derives the key itself when the early derivation failed', async () => {
    setEarlyScrypt(() => Promise.reject(new Error('out of memory')))
    const v = rfc.vectors[1] as Rfc7914['vectors'][number]
    const key = await nodeScrypt(utf8(v.password), utf8(v.salt), v.n, v.r, v.p, v.dkLen)
    expect(hexlify(key as Uint8Array).slice(2)).toBe(v.key)
  })
})
