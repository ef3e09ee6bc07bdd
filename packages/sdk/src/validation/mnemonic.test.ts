import { describe, expect, it } from 'vitest'
import { validateMnemonic, validateMnemonicVerification } from './mnemonic.js'

const TWELVE = 'legal winner thank year wave sausage worth useful legal winner thank yellow'
const FIFTEEN = 'legal winner thank year wave sausage worth useful legal winner thank year wave sausage wise'
const EIGHTEEN =
  'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal will'
const TWENTY_ONE =
  'legal winner thank year wave sausage worth useful legal winner thank year wave sausage worth useful legal winner thank year viable'
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

  it('accepts every BIP39 length: 12, 15, 18, 21 and 24 words', () => {
    // Phrases of 16, 20, 24, 28 and 32 bytes of 0x7f entropy (checksums computed by ethers' Mnemonic.fromEntropy).
    for (const phrase of [TWELVE, FIFTEEN, EIGHTEEN, TWENTY_ONE, TWENTY_FOUR]) {
      expect(validateMnemonic(phrase), phrase).toEqual({ ok: true, value: phrase })
    }
  })

  it('says which lengths are accepted (and how many words it got) for a 13-word phrase', () => {
    expect(validateMnemonic(`${TWELVE} legal`)).toEqual({
      ok: false,
      code: 'MNEMONIC_INVALID',
      message: 'Enter a recovery phrase of 12, 15, 18, 21 or 24 words (this one has 13)',
    })
    expect(validateMnemonic('   ')).toMatchObject({
      ok: false,
      message: 'Enter a recovery phrase of 12, 15, 18, 21 or 24 words',
    })
  })

  it('names a word that is not in the list and its position', () => {
    expect(validateMnemonic(TWELVE.replace('wave', 'wavy'))).toEqual({
      ok: false,
      code: 'MNEMONIC_INVALID',
      message: 'Word 5 ("wavy") is not in the BIP39 English word list',
    })
    // The first unknown word is named, whatever the count.
    expect(validateMnemonic(`${TWELVE} zebraa`)).toMatchObject({
      message: 'Word 13 ("zebraa") is not in the BIP39 English word list',
    })
  })

  it('rejects characters other than letters and spaces, naming the word', () => {
    expect(validateMnemonic(TWELVE.replace('legal', 'leg4l'))).toMatchObject({
      ok: false,
      code: 'MNEMONIC_INVALID',
      message: 'Word 1 ("leg4l") is not in the BIP39 English word list',
    })
  })

  it('rejects a phrase with a bad checksum', () => {
    expect(validateMnemonic(TWELVE.replace('yellow', 'legal'))).toEqual({
      ok: false,
      code: 'MNEMONIC_INVALID',
      message: 'This is not a valid recovery phrase',
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
