import { parseEther } from 'ethers'
import { describe, expect, it } from 'vitest'
import { clampLockDays, computeLockDaysBounds } from './computeLockDaysBounds.js'
import { computeLockDuration } from './computeLockDuration.js'
import { computeLockAmount, validateLockAmount } from './validateLockAmount.js'

const DAY = 86_400
const now = 1_700_000_000
const base = {
  now,
  minLockupDuration: 14 * DAY,
  validatorLockedUntil: now + 200 * DAY + 5000,
  delegationLockedUntil: 0,
  isValidatorAccount: false,
}

describe('lock amount', () => {
  const amountDelegated = parseEther('50')

  it('accepts 1 FTM up to the delegated amount with the three messages otherwise', () => {
    expect(validateLockAmount({ amount: parseEther('50'), amountDelegated })).toBeUndefined()
    expect(validateLockAmount({ amount: parseEther('0.2'), amountDelegated })?.message).toBe(
      "You can't lock amount less than 1 FTM",
    )
    expect(validateLockAmount({ amount: parseEther('51'), amountDelegated })?.message).toBe(
      'You can lock max 50 FTM',
    )
    expect(validateLockAmount({ amount: 0n, amountDelegated })?.message).toBe('Invalid amount')
    // The maximum in the user's decimal points when given.
    const long = { amount: parseEther('9'), amountDelegated: parseEther('2.3456789') }
    expect(validateLockAmount(long)?.message).toBe('You can lock max 2.34… FTM')
    expect(validateLockAmount({ ...long, fractionDigits: 4 })?.message).toBe('You can lock max 2.3456… FTM')
  })

  it('snaps an amount above 99.95 % of the delegation to the exact delegation', () => {
    expect(computeLockAmount({ amount: parseEther('49.98'), amountDelegated })).toBe(amountDelegated)
    expect(computeLockAmount({ amount: parseEther('49.975'), amountDelegated })).toBe(parseEther('49.975'))
    expect(computeLockAmount({ amount: parseEther('49.97'), amountDelegated })).toBe(parseEther('49.97'))
  })
})

describe('lock days', () => {
  it('runs from the configured minimum to the whole days left on the validator lock', () => {
    const bounds = computeLockDaysBounds(base)
    expect(bounds).toMatchObject({
      configuredMinDays: 14,
      minDays: 14,
      maxDays: 200,
      canLock: true,
      reason: undefined,
    })
  })

  it('starts one day after the running lock when that is later', () => {
    const bounds = computeLockDaysBounds({ ...base, delegationLockedUntil: now + 30 * DAY + 10 })
    expect(bounds.minDays).toBe(31)
  })

  it("gives the validator's own account 365 days whatever the validator lock says", () => {
    const bounds = computeLockDaysBounds({ ...base, validatorLockedUntil: 0, isValidatorAccount: true })
    expect(bounds).toMatchObject({ maxDays: 365, canLock: true, validatorLockedUntil: now + 365 * DAY })
  })

  it('in extend mode starts at the current duration plus one day, without that day for the validator', () => {
    const extend = { ...base, mode: 'extend' as const, currentLockDuration: 60 * DAY }
    expect(computeLockDaysBounds(extend).minDays).toBe(61)
    expect(computeLockDaysBounds({ ...extend, isValidatorAccount: true }).minDays).toBe(60)
  })

  it('says the maximum is reached when the minimum meets the maximum', () => {
    const bounds = computeLockDaysBounds({ ...base, delegationLockedUntil: now + 199 * DAY + 100 })
    expect(bounds.canLock).toBe(false)
    expect(bounds.reason?.message).toBe('You have reached maximum days to lock delegation.')
  })

  it("says the validator doesn't lock when its lock is shorter than the minimum", () => {
    for (const validatorLockedUntil of [0, now + 10 * DAY]) {
      const bounds = computeLockDaysBounds({ ...base, validatorLockedUntil })
      expect(bounds.canLock).toBe(false)
      expect(bounds.reason?.message).toBe(
        "Validator doesn't lock delegations or lock time is less than 14 days.",
      )
    }
  })

  it('clamps typed days into the bounds', () => {
    const bounds = { minDays: 14, maxDays: 200 }
    expect([3, 14, 50.7, 200, 999, Number.NaN].map((days) => clampLockDays(days, bounds))).toEqual([
      14, 14, 50, 200, 200, 14,
    ])
  })
})

describe('lock duration', () => {
  const bounds = computeLockDaysBounds(base)

  it('sends whole days below the maximum', () => {
    expect(computeLockDuration({ days: 30, bounds, now, isValidatorAccount: false })).toBe(30 * DAY)
  })

  it("sends the validator's remaining lock minus 7300 s on the maximum", () => {
    expect(computeLockDuration({ days: 200, bounds, now, isValidatorAccount: false })).toBe(
      200 * DAY + 5000 - 7300,
    )
  })

  it('gives the validator its whole 365 days on the maximum', () => {
    const own = computeLockDaysBounds({ ...base, isValidatorAccount: true })
    expect(computeLockDuration({ days: 365, bounds: own, now, isValidatorAccount: true })).toBe(31_536_000)
  })

  it('makes a 14-day lock 605 s on testnet only', () => {
    expect(computeLockDuration({ days: 14, bounds, now, isValidatorAccount: false, isTestnet: true })).toBe(
      605,
    )
    expect(computeLockDuration({ days: 14, bounds, now, isValidatorAccount: false })).toBe(14 * DAY)
  })

  it('never shortens a running lock when extending', () => {
    const params = { bounds, now, isValidatorAccount: false, currentLockDuration: 90 * DAY }
    expect(computeLockDuration({ ...params, days: 61 })).toBe(90 * DAY)
    expect(computeLockDuration({ ...params, days: 120 })).toBe(120 * DAY)
  })
})
