import { describe, expect, it } from 'vitest'
import { validateSlippage } from './slippage.js'

describe('slippage tolerance', () => {
  it('accepts 0.1 to 100 in steps of 0.1', () => {
    for (const value of [0.1, 0.3, 0.5, 1, 99.9, 100, '2.5']) {
      expect(validateSlippage(value)).toEqual({ ok: true, value: Number(value) })
    }
  })

  it("rejects other values with 'Value must be between 0.1% and 100%'", () => {
    for (const value of [0, 0.05, 100.1, 0.15, -1, '', 'abc', Number.NaN]) {
      expect(validateSlippage(value)).toEqual({
        ok: false,
        message: 'Value must be between 0.1% and 100%',
        code: 'SLIPPAGE_OUT_OF_RANGE',
      })
    }
  })
})
