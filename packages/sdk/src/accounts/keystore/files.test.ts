import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { createKeystoresZip } from './createKeystoresZip.js'
import { encryptKeystore } from './encryptKeystore.js'
import { formatKeystoreFileName } from './formatKeystoreFileName.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const DATE = new Date('2024-03-04T05:06:07.089Z')

describe('formatKeystoreFileName', () => {
  it('is UTC--<ISO time>--<checksum address>.json', () => {
    expect(formatKeystoreFileName(A.toLowerCase(), DATE)).toBe(`UTC--2024-03-04T05:06:07.089Z--${A}.json`)
  })

  it('rejects a bad address with a typed error', () => {
    expect(() => formatKeystoreFileName('nope', DATE)).toThrow(
      expect.objectContaining({ code: 'ADDRESS_INVALID' }),
    )
  })
})

describe('createKeystoresZip', () => {
  it('packs one file per address with the keystore JSON', async () => {
    // Throwaway keys made for this test; they never hold funds.
    const first = await encryptKeystore(`0x${'11'.repeat(32)}`, 'pw', { scryptN: 16 })
    const second = await encryptKeystore(`0x${'22'.repeat(32)}`, 'pw', { scryptN: 16 })
    const entries = [
      { address: `0x${first.address}`, keystore: first },
      { address: `0x${second.address}`, keystore: JSON.stringify(second) },
      { address: `0x${first.address}`, keystore: first },
    ]
    const files = unzipSync(createKeystoresZip(entries, DATE))
    const names = Object.keys(files).sort()
    expect(names).toEqual(
      [
        formatKeystoreFileName(`0x${first.address}`, DATE),
        formatKeystoreFileName(`0x${second.address}`, DATE),
      ].sort(),
    )
    expect(JSON.parse(strFromU8(files[formatKeystoreFileName(`0x${second.address}`, DATE)]!))).toEqual(second)
  })

  it('rejects an entry that is not a keystore with a typed error', () => {
    expect(() => createKeystoresZip([{ address: A, keystore: '{}' }])).toThrow(
      expect.objectContaining({ code: 'KEYSTORE_INVALID' }),
    )
  })
})
