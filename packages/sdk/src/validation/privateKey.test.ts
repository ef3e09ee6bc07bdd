import { describe, expect, it } from 'vitest'
import { validatePrivateKey } from './privateKey.js'

const KEY = '7a28b5ba57c53603b0b07b56bba752f7784bf506fa95edc395f5cf6c7514fe9d'

describe('private key on restore', () => {
  it('trims, adds 0x and lower-cases', () => {
    expect(validatePrivateKey(`  ${KEY}  `)).toEqual({ ok: true, value: `0x${KEY}` })
    expect(validatePrivateKey(`0X${KEY.toUpperCase()}`)).toEqual({ ok: true, value: `0x${KEY}` })
  })

  it.each([
    ['63 hex characters', KEY.slice(1)],
    ['65 hex characters', `${KEY}0`],
    ['a non-hex character', `${KEY.slice(1)}g`],
    ['zero', '0'.repeat(64)],
    ['the group order', 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141'],
    ['a number', 5],
  ])('rejects %s', (_, input) => {
    const result = validatePrivateKey(input)
    expect(result).toMatchObject({ ok: false, code: 'PRIVATE_KEY_INVALID' })
    if (!result.ok && typeof input === 'string') expect(result.message).not.toContain(input)
  })
})
