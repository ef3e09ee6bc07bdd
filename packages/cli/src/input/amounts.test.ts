import { describe, expect, it } from 'vitest'
import { readAmountArg } from './amounts.js'

const script = { interactive: false }

describe('readAmountArg', () => {
  it('parses --amount in the given decimals and keeps its text', async () => {
    await expect(readAmountArg(script, '1.5', { message: 'Amount (FTM)', decimals: 6 })).resolves.toEqual({
      amount: 1_500_000n,
      text: '1.5',
    })
  })

  it('names --amount N when the amount is missing and no terminal can ask', async () => {
    await expect(readAmountArg(script, undefined, { message: 'Amount (FTM)', decimals: 18 })).rejects.toThrow(
      'Missing the amount: --amount N (stdin is not a terminal, so ftm cannot ask)',
    )
  })

  it("rejects a zero amount with the flag's name", async () => {
    await expect(readAmountArg(script, '0', { message: 'Amount (FTM)', decimals: 18 })).rejects.toThrow(
      "--amount '0': enter an amount above 0",
    )
  })
})
