import { describe, expect, it } from 'vitest'
import { validateMnemonic, validateMnemonicVerification } from './mnemonic.js'

const TWELVE = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
const TWENTY_FOUR =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon art'

describe('mnemonic on restore', () => {
  it('accepts 12 and 24 words and normalises case and whitespace', () => {
    expect(validateMnemonic(TWELVE)).toEqual({ ok: true, value: TWELVE })
    expect(validateMnemonic(TWENTY_FOUR).ok).toBe(true)
    expect(validateMnemonic(`  ${TWELVE.toUpperCase().replaceAll(' ', ' \n\t ')}  `)).toEqual({
      ok: true,
      value: TWELVE,
    })
  })

  it('rejects word counts other than 12 or 24, even for a valid 18-word phrase', () => {
    const eighteen =
      'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal will'
    expect(validateMnemonic(eighteen)).toMatchObject({ ok: false, code: 'MNEMONIC_INVALID' })
    expect(validateMnemonic(`${TWELVE} legal`)).toMatchObject({ ok: false, code: 'MNEMONIC_INVALID' })
  })

  it('rejects characters other than letters and spaces', () => {
    expect(validateMnemonic(TWELVE.replace('legal', 'leg4l'))).toMatchObject({
      ok: false,
      code: 'MNEMONIC_INVALID',
    })
  })

  it('rejects a phrase with a bad checksum or words outside the list', () => {
    expect(validateMnemonic(TWELVE.replace('yellow', 'legal'))).toMatchObject({
      ok: false,
      code: 'MNEMONIC_INVALID',
    })
    expect(validateMnemonic(TWELVE.replace('wave', 'wavy'))).toMatchObject({
      ok: false,
      code: 'MNEMONIC_INVALID',
    })
  })

  it('rejects non-string input with a typed result', () => {
    expect(validateMnemonic(null)).toMatchObject({ ok: false, code: 'MNEMONIC_INVALID' })
  })
})

describe('mnemonic verification', () => {
  const words = ['alpha', 'beta', 'gamma']

  it("shows 'Incorrect mnemonic phrase order.' as soon as a word is out of order", () => {
    expect(validateMnemonicVerification(['beta'], words)).toEqual({
      ok: false,
      message: 'Incorrect mnemonic phrase order.',
      code: 'MNEMONIC_ORDER_INCORRECT',
    })
  })

  it('is complete only when every word is picked in order', () => {
    expect(validateMnemonicVerification(['alpha', 'beta'], words)).toEqual({
      ok: true,
      value: { complete: false },
    })
    expect(validateMnemonicVerification(words, words)).toEqual({ ok: true, value: { complete: true } })
    expect(validateMnemonicVerification([...words, 'delta'], words)).toMatchObject({ ok: false })
  })
})
