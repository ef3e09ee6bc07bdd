import { describe, expect, it } from 'vitest'
import { validateContactAddress } from './contact.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

describe('contact address', () => {
  const context = { blockchain: 'fantom' as const, contacts: [{ address: A }], accounts: [{ address: B }] }

  it("rejects an existing contact with 'Address already exists'", () => {
    expect(validateContactAddress(A.toLowerCase(), context)).toEqual({
      ok: false,
      message: 'Address already exists',
      code: 'CONTACT_EXISTS',
    })
  })

  it('rejects one of the accounts on Fantom but not on ethereum', () => {
    expect(validateContactAddress(B, context)).toMatchObject({ ok: false, code: 'CONTACT_EXISTS' })
    expect(validateContactAddress(B, { ...context, blockchain: 'ethereum' })).toEqual({ ok: true, value: B })
  })

  it('rejects a blank address before anything else', () => {
    expect(validateContactAddress('  ', context)).toEqual({
      ok: false,
      message: 'This field cannot be blank',
      code: 'NAME_BLANK',
    })
  })

  it('revalidates for the chosen blockchain', () => {
    expect(validateContactAddress(A, { ...context, contacts: [], blockchain: 'binance' })).toMatchObject({
      message: 'Not valid binance address',
    })
    expect(validateContactAddress('bnb1', { ...context, blockchain: 'fantom' })).toMatchObject({
      message: 'Not valid Fantom address',
    })
  })

  it('returns the checksum form of a new hex address', () => {
    expect(validateContactAddress(A.toLowerCase(), { ...context, contacts: [] })).toEqual({
      ok: true,
      value: A,
    })
  })
})
