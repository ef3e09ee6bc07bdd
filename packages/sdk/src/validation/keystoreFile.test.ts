import { describe, expect, it } from 'vitest'
import { loadVector } from '../../test/loadVector.js'
import { toFileReadError, validateKeystoreFile } from './keystoreFile.js'
import { MESSAGES } from './messages.js'

const vectors = loadVector<{ scrypt: { keystore: object }; pbkdf2: { keystore: object } }>(
  'web3-secret-storage.json',
)

describe('keystore file', () => {
  it("rejects text that is not JSON with 'Not valid JSON file.'", () => {
    expect(validateKeystoreFile('{not json')).toEqual({
      ok: false,
      message: 'Not valid JSON file.',
      code: 'KEYSTORE_INVALID_JSON',
    })
  })

  it("rejects JSON that is not a v3 keystore with 'Bad keystore file or password.'", () => {
    for (const text of [
      '{}',
      '[]',
      '42',
      JSON.stringify({ version: 3 }),
      JSON.stringify({ version: 1, crypto: {} }),
    ]) {
      expect(validateKeystoreFile(text)).toEqual({
        ok: false,
        message: 'Bad keystore file or password.',
        code: 'KEYSTORE_INVALID',
      })
    }
  })

  it('accepts both published v3 keystores and keeps every field', () => {
    for (const { keystore } of [vectors.scrypt, vectors.pbkdf2]) {
      const result = validateKeystoreFile(JSON.stringify(keystore))
      expect(result).toEqual({ ok: true, value: keystore })
    }
    expect(MESSAGES.keystoreLoaded).toBe('Keystore sucessfully loaded')
  })

  it("accepts the 'Crypto' spelling of older files", () => {
    const { crypto, ...rest } = vectors.scrypt.keystore as { crypto: object }
    expect(validateKeystoreFile(JSON.stringify({ ...rest, Crypto: crypto })).ok).toBe(true)
  })
})

describe('file read errors', () => {
  it.each([
    [{ name: 'NotFoundError' }, 'File not found', 'FILE_NOT_FOUND'],
    [{ code: 'ENOENT' }, 'File not found', 'FILE_NOT_FOUND'],
    [{ name: 'SecurityError' }, 'File can not be accessed (security)', 'FILE_ACCESS_DENIED'],
    [{ code: 'EACCES' }, 'File can not be accessed (security)', 'FILE_ACCESS_DENIED'],
    [{ name: 'NotReadableError' }, 'File not readable', 'FILE_NOT_READABLE'],
    [{ code: 'EISDIR' }, 'File not readable', 'FILE_NOT_READABLE'],
    [{ name: 'AbortError' }, 'Unknown error', 'FILE_UNKNOWN_ERROR'],
    ['weird', 'Unknown error', 'FILE_UNKNOWN_ERROR'],
  ])('maps %j to %s', (error, message, code) => {
    const mapped = toFileReadError(error)
    expect(mapped.message).toBe(message)
    expect(mapped.code).toBe(code)
    expect(mapped.name).toBe('ValidationError')
  })
})
