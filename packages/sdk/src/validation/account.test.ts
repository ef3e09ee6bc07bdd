import { describe, expect, it } from 'vitest'
import { validateName, validateNewAccountAddress, validateOrder } from './account.js'

describe('account name', () => {
  it("rejects a blank name with 'This field cannot be blank'", () => {
    for (const input of ['', '   ', undefined]) {
      expect(validateName(input)).toEqual({
        ok: false,
        message: 'This field cannot be blank',
        code: 'NAME_BLANK',
      })
    }
  })

  it('trims the name', () => {
    expect(validateName('  Savings ')).toEqual({ ok: true, value: 'Savings' })
  })
})

describe('account order', () => {
  it("rejects orders outside 1..N with 'Value must be between 1 and N'", () => {
    for (const input of [0, 4, 1.5, '', 'x', -1]) {
      expect(validateOrder(input, 3)).toEqual({
        ok: false,
        message: 'Value must be between 1 and 3',
        code: 'ORDER_OUT_OF_RANGE',
      })
    }
  })

  it('accepts whole numbers from 1 to N, also as strings', () => {
    expect(validateOrder(1, 3)).toEqual({ ok: true, value: 1 })
    expect(validateOrder('3', 3)).toEqual({ ok: true, value: 3 })
  })
})

describe('duplicate account on restore', () => {
  const accounts = [{ address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', type: 'keystore' }]

  it("rejects an address that is already a keystore account with 'An account with this address already exist'", () => {
    expect(validateNewAccountAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', accounts)).toEqual({
      ok: false,
      message: 'An account with this address already exist',
      code: 'ACCOUNT_EXISTS',
    })
  })

  it('allows the address when it is only known as another type', () => {
    expect(validateNewAccountAddress(accounts[0]!.address, [{ ...accounts[0]!, type: 'ledger' }]).ok).toBe(
      true,
    )
  })
})
