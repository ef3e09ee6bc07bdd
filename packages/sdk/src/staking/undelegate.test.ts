import { parseEther } from 'ethers'
import { describe, expect, it } from 'vitest'
import { computeUndelegateAmount, formatUnstakeLockWarning } from './computeUndelegateAmount.js'
import { computeUndelegatePlan } from './computeUndelegatePlan.js'
import { validateUndelegateAmount } from './validateUndelegateAmount.js'

const delegation = {
  amountDelegated: parseEther('100'),
  unlockedAmount: parseEther('40'),
  isDelegationLocked: true,
}

describe('undelegate', () => {
  it('accepts 1 FTM up to the delegated amount and names both bounds otherwise', () => {
    const amountDelegated = parseEther('100.25')
    expect(validateUndelegateAmount({ amount: parseEther('1'), amountDelegated })).toBeUndefined()
    expect(validateUndelegateAmount({ amount: amountDelegated, amountDelegated })).toBeUndefined()
    for (const amount of [parseEther('0.99'), parseEther('100.26'), undefined]) {
      expect(validateUndelegateAmount({ amount, amountDelegated })?.message).toBe(
        'You can undelegate min 1 FTM and max 100.25 FTM',
      )
    }
    // In the user's decimal points when given.
    const long = parseEther('2.3456789')
    expect(validateUndelegateAmount({ amount: parseEther('5'), amountDelegated: long })?.message).toBe(
      'You can undelegate min 1 FTM and max 2.34… FTM',
    )
    expect(
      validateUndelegateAmount({ amount: parseEther('5'), amountDelegated: long, fractionDigits: 4 })
        ?.message,
    ).toBe('You can undelegate min 1 FTM and max 2.3456… FTM')
  })

  it('undelegates straight away in 3 steps when the unlocked part covers the amount', () => {
    expect(computeUndelegatePlan({ ...delegation, amount: parseEther('40') })).toEqual({
      amount: parseEther('40'),
      unlockAmount: 0n,
      steps: ['undelegate'],
      stepCount: 3,
    })
  })

  it('unlocks the excess first in 4 steps when the amount reaches into the locked part', () => {
    expect(computeUndelegatePlan({ ...delegation, amount: parseEther('70') })).toEqual({
      amount: parseEther('70'),
      unlockAmount: parseEther('30'),
      steps: ['unlock', 'undelegate'],
      stepCount: 4,
    })
  })

  it('caps the amount at the delegated amount', () => {
    expect(computeUndelegatePlan({ ...delegation, amount: parseEther('150') }).unlockAmount).toBe(
      parseEther('60'),
    )
  })

  it('needs no unlock when the delegation is not locked', () => {
    const plan = computeUndelegatePlan({ ...delegation, isDelegationLocked: false, amount: parseEther('70') })
    expect(plan.steps).toEqual(['undelegate'])
  })

  it('caps the undelegation at the unlocked amount after the unlock and reports the slashing', () => {
    const after = computeUndelegateAmount({ requested: parseEther('70'), unlockedAmount: parseEther('69.5') })
    expect(after).toEqual({
      amount: parseEther('69.5'),
      slashed: parseEther('0.5'),
      warning: '0.5 FTM slashing applied',
    })
    expect(
      computeUndelegateAmount({ requested: parseEther('10'), unlockedAmount: parseEther('40') }).warning,
    ).toBeUndefined()
    // In the user's decimal points when given.
    const cut = { requested: parseEther('70'), unlockedAmount: parseEther('69.9876543') }
    expect(computeUndelegateAmount(cut).warning).toBe('0.01… FTM slashing applied')
    expect(computeUndelegateAmount({ ...cut, fractionDigits: 4 }).warning).toBe(
      '0.0123… FTM slashing applied',
    )
  })

  it('warns how much is still locked and, when there is one, the penalty', () => {
    const params = { unlockAmount: parseEther('30'), amount: parseEther('70') }
    expect(formatUnstakeLockWarning({ ...params, penalty: parseEther('1.5') })).toBe(
      '30 FTM of 70 FTM are still locked. You will lose 1.5 FTM by undelegating before the lock expiration.',
    )
    expect(formatUnstakeLockWarning({ ...params, penalty: 0n })).toBe('30 FTM of 70 FTM are still locked.')
    expect(formatUnstakeLockWarning({ unlockAmount: 0n, amount: parseEther('70') })).toBeUndefined()
    expect(
      formatUnstakeLockWarning({
        unlockAmount: parseEther('1.2345678'),
        amount: parseEther('70'),
        penalty: parseEther('0.0123456'),
        fractionDigits: 4,
      }),
    ).toBe(
      '1.2345… FTM of 70 FTM are still locked. You will lose 0.0123… FTM by undelegating before the lock expiration.',
    )
  })
})
