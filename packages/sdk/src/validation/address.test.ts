import { describe, expect, it } from 'vitest'
import { loadVector } from '../../test/loadVector.js'
import { toChecksumAddress } from '../format/toChecksumAddress.js'
import { validateAddress } from './address.js'

const eip55 = loadVector<{ allCaps: string[]; allLower: string[]; normal: string[] }>('eip55.json')
const all = [...eip55.allCaps, ...eip55.allLower, ...eip55.normal]

describe('EIP-55 vectors', () => {
  it('computes the checksum form of every vector from its lower-case hex', () => {
    for (const address of all) expect(toChecksumAddress(address.toLowerCase())).toBe(address)
  })

  it('accepts every vector as a Fantom and an ethereum address', () => {
    for (const address of all) {
      expect(validateAddress(address, 'fantom')).toEqual({ ok: true, value: address })
      expect(validateAddress(address, 'ethereum')).toEqual({ ok: true, value: address })
    }
  })

  it('rejects a normal vector with one letter flipped in case', () => {
    for (const address of eip55.normal) {
      const index = address.search(/[a-fA-F]/)
      const char = address[index] ?? ''
      const flipped = `${address.slice(0, index)}${char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()}${address.slice(index + 1)}`
      expect(validateAddress(flipped, 'fantom')).toMatchObject({ ok: false, code: 'ADDRESS_INVALID' })
    }
  })
})

describe('addresses per blockchain', () => {
  const bad = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'

  it("rejects a bad Fantom address with 'Not valid Fantom address'", () => {
    expect(validateAddress(bad, 'fantom')).toEqual({
      ok: false,
      message: 'Not valid Fantom address',
      code: 'ADDRESS_INVALID',
    })
  })

  it("rejects a bad ethereum address with 'Not valid ethereum address'", () => {
    expect(validateAddress(bad, 'ethereum')).toEqual({
      ok: false,
      message: 'Not valid ethereum address',
      code: 'ADDRESS_INVALID',
    })
  })

  it("rejects a bad binance address with 'Not valid binance address'", () => {
    expect(validateAddress('bnb1short', 'binance')).toEqual({
      ok: false,
      message: 'Not valid binance address',
      code: 'ADDRESS_INVALID',
    })
    expect(validateAddress(`xyz${'1'.repeat(39)}`, 'binance')).toMatchObject({ ok: false })
  })

  it('accepts a binance address of length 42 starting with bnb, and trims input', () => {
    const address = `bnb${'1'.repeat(39)}`
    expect(validateAddress(` ${address} `, 'binance')).toEqual({ ok: true, value: address })
  })

  it('rejects ICAP, missing 0x and non-strings on hex chains', () => {
    for (const input of [
      'XE542A5PZHH8PYIZUBEJEO0MFWRAPPIL67',
      '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      42,
      null,
    ]) {
      expect(validateAddress(input)).toMatchObject({ ok: false, code: 'ADDRESS_INVALID' })
    }
  })
})
