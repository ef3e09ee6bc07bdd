import { describe, expect, it } from 'vitest'
import { isWalletError, WalletError } from './WalletError.js'

describe('WalletError', () => {
  it('carries a stable code, the message and the cause', () => {
    const cause = new Error('low level')
    const error = new WalletError('SOME_CODE', 'Something went wrong', { cause, details: { field: 'x' } })
    expect(error.code).toBe('SOME_CODE')
    expect(error.message).toBe('Something went wrong')
    expect(error.cause).toBe(cause)
    expect(error.details).toEqual({ field: 'x' })
    expect(isWalletError(error, 'SOME_CODE')).toBe(true)
    expect(isWalletError(error, 'OTHER')).toBe(false)
    expect(isWalletError(new Error('x'))).toBe(false)
  })
})
