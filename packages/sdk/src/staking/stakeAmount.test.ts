import { parseEther } from 'ethers'
import { describe, expect, it } from 'vitest'
import { computeEntireBalanceStakeAmount, computeStakeableBalance } from './computeStakeableBalance.js'
import { validateStakeAmount, validateStakeValidator } from './validateStakeAmount.js'

const GWEI = 10n ** 9n
// 2 × 1 gwei × 500,000 gas = 0.001 FTM kept back for fees.
const base = { balance: parseEther('10'), gasPrice: GWEI }

describe('stake amount', () => {
  it('keeps 2 × gasPrice × 500,000 back for fees', () => {
    expect(computeStakeableBalance(base)).toBe(parseEther('9.999'))
  })

  it('accepts 1 FTM up to the stakeable balance', () => {
    expect(validateStakeAmount({ ...base, amount: parseEther('1') })).toBeUndefined()
    expect(validateStakeAmount({ ...base, amount: parseEther('9.999') })).toBeUndefined()
  })

  it("says 'You have no balance left' when fees exceed the balance", () => {
    const error = validateStakeAmount({
      balance: parseEther('0.0001'),
      gasPrice: GWEI,
      amount: parseEther('5'),
    })
    expect(error?.code).toBe('STAKE_NO_BALANCE_LEFT')
    expect(error?.message).toBe('You have no balance left')
  })

  it('refuses less than 1 FTM', () => {
    const error = validateStakeAmount({ ...base, amount: parseEther('0.5') })
    expect(error?.message).toBe("You can't stake amount less than 1 FTM")
  })

  it('names the maximum when the amount is above the balance', () => {
    const error = validateStakeAmount({ ...base, amount: parseEther('10') })
    // The display rules (2 decimals, cut with '…'), never the raw 18 decimals; the exact max is in the details.
    expect(error?.message).toBe('You can stake max 9.99… FTM')
    expect(error?.details).toEqual({ max: parseEther('9.999') })
    const long = validateStakeAmount({
      balance: parseEther('1487.498957327985701296'),
      gasPrice: GWEI,
      amount: parseEther('2000'),
    })
    expect(long?.message).toBe('You can stake max 1,487.49… FTM')
    // The user's decimal points when given (the CLI's fractionDigits setting): 1,487.4989… less the 0.001 FTM kept for gas.
    const four = validateStakeAmount({
      balance: parseEther('1487.498957327985701296'),
      gasPrice: GWEI,
      amount: parseEther('2000'),
      fractionDigits: 4,
    })
    expect(four?.message).toBe('You can stake max 1,487.4979… FTM')
  })

  it("says 'Invalid amount' for zero, negative and non-numeric input", () => {
    for (const amount of [0n, -1n, undefined]) {
      expect(validateStakeAmount({ ...base, amount })?.message).toBe('Invalid amount')
    }
  })

  it("applies the validator's delegation limit after the balance rules", () => {
    const validator = { delegatedLimit: parseEther('2.5'), name: 'Alpha' }
    expect(validateStakeAmount({ ...base, amount: parseEther('2.5'), validator })).toBeUndefined()
    expect(validateStakeAmount({ ...base, amount: parseEther('3'), validator })?.message).toBe(
      'Staking limit reached. You can stake max 2.5 FTM on validator Alpha',
    )
    expect(
      validateStakeAmount({ ...base, amount: parseEther('3'), validator: { delegatedLimit: 0n } })?.message,
    ).toBe('Staking limit reached. You can stake max 0 FTM on validator Unknown')
  })

  it('asks to pick a validator when none is chosen', () => {
    expect(validateStakeValidator(undefined)?.message).toBe('Please select a validator')
    expect(validateStakeValidator(12n)).toBeUndefined()
  })
})

describe("'Entire Balance -2 FTM'", () => {
  it('fills the ceiling of the balance after fees minus 2 FTM', () => {
    // 10.5 − 0.0005 = 10.4995 → ceil 11 → 9 FTM.
    expect(computeEntireBalanceStakeAmount({ balance: parseEther('10.5'), gasPrice: GWEI })).toBe(
      parseEther('9'),
    )
    // Exactly 10 FTM left after fees → 8 FTM.
    expect(computeEntireBalanceStakeAmount({ balance: parseEther('10.0005'), gasPrice: GWEI })).toBe(
      parseEther('8'),
    )
  })

  it('gives 0 when 2 FTM or less would be left', () => {
    expect(computeEntireBalanceStakeAmount({ balance: parseEther('2'), gasPrice: 0n })).toBe(0n)
    expect(computeEntireBalanceStakeAmount({ balance: parseEther('1.5'), gasPrice: GWEI })).toBe(0n)
    expect(computeEntireBalanceStakeAmount({ balance: 0n, gasPrice: GWEI })).toBe(0n)
  })
})
