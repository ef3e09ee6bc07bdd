import { describe, expect, it } from 'vitest'
import { MESSAGES } from './messages.js'
import { validateKeystorePassword, validateNewPassword, validatePassword } from './password.js'

const WEAK =
  'Make sure to enter at least 8 and max 200 characters, including one upper-case letter, a symbol and a number'

describe('password of a new wallet', () => {
  it('accepts 8 to 199 characters with lower, upper, digit and symbol', () => {
    expect(validatePassword('Abcdef1!')).toEqual({ ok: true, value: 'Abcdef1!' })
    expect(validatePassword(`Aa1!${'x'.repeat(195)}`).ok).toBe(true)
  })

  it.each([
    ['too short', 'Abcde1!'],
    ['200 characters', `Aa1!${'x'.repeat(196)}`],
    ['no upper-case letter', 'abcdef1!'],
    ['no lower-case letter', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no symbol', 'Abcdefg1'],
    ['not a string', 12345678],
  ])("rejects a password with %s: '%s'", (_, password) => {
    expect(validatePassword(password)).toEqual({ ok: false, message: WEAK, code: 'PASSWORD_WEAK' })
  })

  it('rejects a re-entry that differs or is empty with the spec message', () => {
    expect(validateNewPassword({ password: 'Abcdef1!', confirmation: 'Abcdef1?' })).toEqual({
      ok: false,
      message: 'The entered password does not match',
      code: 'PASSWORD_MISMATCH',
      field: 'confirmation',
    })
    expect(validateNewPassword({ password: 'Abcdef1!', confirmation: '' })).toMatchObject({
      code: 'PASSWORD_MISMATCH',
    })
    expect(validateNewPassword({ password: 'Abcdef1!', confirmation: 'Abcdef1!' }).ok).toBe(true)
  })

  it('reports the weak password first when both fields are wrong', () => {
    expect(validateNewPassword({ password: 'weak', confirmation: 'other' })).toMatchObject({
      code: 'PASSWORD_WEAK',
      field: 'password',
    })
  })

  it("asks to 'Type a password' when unlocking with an empty one", () => {
    expect(validateKeystorePassword('')).toEqual({
      ok: false,
      message: 'Type a password',
      code: 'PASSWORD_REQUIRED',
    })
    expect(validateKeystorePassword(undefined)).toMatchObject({ message: MESSAGES.passwordRequired })
    expect(validateKeystorePassword('x').ok).toBe(true)
  })
})
