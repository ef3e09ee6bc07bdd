import { describe, expect, it } from 'vitest'
import {
  CUSTOM_TOKENS_KEY,
  parseCustomTokens,
  serializeCustomTokens,
  validateCustomToken,
} from './customToken.js'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('custom token', () => {
  it('accepts a valid token and defaults decimals to 18', () => {
    expect(validateCustomToken({ address: ADDRESS.toLowerCase(), symbol: ' WFTM ' })).toEqual({
      ok: true,
      value: { address: ADDRESS, symbol: 'WFTM', decimals: 18 },
    })
  })

  it("rejects a bad address with 'Invalid Address'", () => {
    expect(validateCustomToken({ address: '0x123', symbol: 'X', decimals: 18 })).toEqual({
      ok: false,
      message: 'Invalid Address',
      code: 'TOKEN_ADDRESS_INVALID',
      field: 'address',
    })
  })

  it("rejects a symbol longer than 11 characters with 'Symbol must be 11 characters or fewer'", () => {
    expect(validateCustomToken({ address: ADDRESS, symbol: 'ABCDEFGHIJKL', decimals: 18 })).toEqual({
      ok: false,
      message: 'Symbol must be 11 characters or fewer',
      code: 'TOKEN_SYMBOL_INVALID',
      field: 'symbol',
    })
    expect(validateCustomToken({ address: ADDRESS, symbol: 'ABCDEFGHIJK' }).ok).toBe(true)
  })

  it('rejects a blank symbol', () => {
    expect(validateCustomToken({ address: ADDRESS, symbol: '  ' })).toMatchObject({
      code: 'NAME_BLANK',
      field: 'symbol',
    })
  })

  it('rejects decimals below 1, fractional or non-numeric', () => {
    for (const decimals of [0, 1.5, 'x', 256]) {
      expect(validateCustomToken({ address: ADDRESS, symbol: 'X', decimals })).toMatchObject({
        ok: false,
        code: 'TOKEN_DECIMALS_INVALID',
        field: 'decimals',
      })
    }
    expect(validateCustomToken({ address: ADDRESS, symbol: 'X', decimals: '6' })).toMatchObject({
      value: { decimals: 6 },
    })
  })
})

describe('the stored custom tokens record', () => {
  it('reads back what it writes, drops a token that no longer passes the rules, and reads a bad record as empty', () => {
    const token = { address: ADDRESS, symbol: 'GIFT', decimals: 6 }
    const stored = serializeCustomTokens([token])
    expect(JSON.parse(stored)).toEqual({ version: 1, tokens: [token] })
    expect(parseCustomTokens(stored)).toEqual([token])
    expect(
      parseCustomTokens(JSON.stringify({ version: 1, tokens: [token, { address: 'x', symbol: 'BAD' }] })),
    ).toEqual([token])
    expect(parseCustomTokens(JSON.stringify({ version: 2, tokens: [token] }))).toEqual([])
    expect(parseCustomTokens('{not json')).toEqual([])
    expect(parseCustomTokens('null')).toEqual([])
    expect(parseCustomTokens(null)).toEqual([])
    expect(CUSTOM_TOKENS_KEY).toBe('customTokens')
  })
})
