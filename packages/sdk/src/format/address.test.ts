import { describe, expect, it } from 'vitest'
import { formatShortAddress } from './formatShortAddress.js'
import { isSameAddress } from './isSameAddress.js'
import { isChecksumAddress, isHexAddress, toChecksumAddress } from './toChecksumAddress.js'

describe('toChecksumAddress', () => {
  it('returns the checksum form of lower- and upper-case hex', () => {
    expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    )
  })

  it('rejects a mixed-case address with a wrong checksum, ICAP and malformed input', () => {
    for (const bad of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
      'XE542A5PZHH8PYIZUBEJEO0MFWRAPPIL67',
      '0x123',
      '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    ]) {
      expect(() => toChecksumAddress(bad)).toThrow(expect.objectContaining({ code: 'ADDRESS_INVALID' }))
      expect(isHexAddress(bad)).toBe(false)
    }
  })

  it('answers the same when asked again (each address is hashed once and kept), the bad checksum with its cause', () => {
    const lower = '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359'
    const checksum = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
    const badCase = '0xFB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
    for (let round = 0; round < 2; round += 1) {
      expect(toChecksumAddress(lower)).toBe(checksum)
      expect(toChecksumAddress(checksum)).toBe(checksum)
      expect(isHexAddress(lower)).toBe(true)
      expect(isChecksumAddress(lower)).toBe(false)
      expect(isChecksumAddress(checksum)).toBe(true)
      expect(isHexAddress(badCase)).toBe(false)
      expect(isChecksumAddress(badCase)).toBe(false)
      expect(() => toChecksumAddress(badCase)).toThrow(
        expect.objectContaining({ code: 'ADDRESS_INVALID', cause: expect.any(Error) }),
      )
    }
    expect(isChecksumAddress(42)).toBe(false)
  })
})

describe('formatShortAddress', () => {
  it('keeps the head and tail around an ellipsis', () => {
    expect(formatShortAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('0x5aAe…eAed')
    expect(formatShortAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', { head: 4, tail: 6 })).toBe(
      '0x5a…1BeAed',
    )
  })

  it('leaves short strings alone', () => {
    expect(formatShortAddress('0x1234')).toBe('0x1234')
  })
})

describe('isSameAddress', () => {
  it('matches an address whatever its case, and never a missing one', () => {
    const checksum = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    expect(isSameAddress(checksum, checksum.toLowerCase())).toBe(true)
    expect(isSameAddress(checksum, '0x0000000000000000000000000000000000000001')).toBe(false)
    expect(isSameAddress(checksum, undefined)).toBe(false)
    expect(isSameAddress(null, null)).toBe(false)
    expect(isSameAddress('', '')).toBe(false)
  })
})
