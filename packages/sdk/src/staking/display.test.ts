import { describe, expect, it } from 'vitest'
import { computeUnlockDateTone } from './computeUnlockDateTone.js'
import { describeWithdrawRequest } from './describeWithdrawRequest.js'
import { formatTimeLeft, formatWithdrawalPeriod } from './formatTimeLeft.js'

const period = 86_400
const created = 1_000_000

describe('describeWithdrawRequest', () => {
  it('waits until the period plus 900 s have passed, with the seconds left', () => {
    const d = describeWithdrawRequest({
      request: { createdTime: created },
      withdrawalPeriodTime: period,
      now: created + 100,
    })
    expect(d).toEqual({ status: 'waiting', availableAt: created + period + 900, secondsLeft: period + 800 })
  })

  it('is ready once the wait is over', () => {
    const now = created + period + 900
    expect(
      describeWithdrawRequest({ request: { createdTime: created }, withdrawalPeriodTime: period, now })
        .status,
    ).toBe('ready')
  })

  it('is withdrawn once the request has a withdraw time', () => {
    const request = { createdTime: created, withdrawTime: created + period + 1000 }
    const d = describeWithdrawRequest({ request, withdrawalPeriodTime: period, now: created })
    expect(d.status).toBe('withdrawn')
  })

  it('blocks the final request while several partial undelegations are pending', () => {
    const request = { createdTime: created, final: true }
    const now = created + 2 * period
    expect(
      describeWithdrawRequest({ request, withdrawalPeriodTime: period, now, pendingCount: 2 }).status,
    ).toBe('blocked')
  })
})

describe('formatTimeLeft', () => {
  it('uses the largest whole unit', () => {
    expect(formatTimeLeft(90_000)).toBe('in 1 day')
    expect(formatTimeLeft(85_000)).toBe('in 23 hours')
    expect(formatTimeLeft(61)).toBe('in 1 minute')
    expect(formatTimeLeft(5)).toBe('in 5 seconds')
    expect(formatTimeLeft(-3)).toBe('in 0 seconds')
  })
})

describe('computeUnlockDateTone', () => {
  it('warns while locked and shows success when not', () => {
    expect(computeUnlockDateTone({ isDelegationLocked: true, lockedUntil: 200, now: 100 })).toBe('warning')
    expect(computeUnlockDateTone({ isDelegationLocked: false, lockedUntil: 0, now: 100 })).toBe('success')
    expect(computeUnlockDateTone({ isDelegationLocked: true, lockedUntil: 50, now: 100 })).toBe('success')
  })
})

describe('formatWithdrawalPeriod', () => {
  it('tells a period in its largest whole unit, singular or plural', () => {
    expect(formatWithdrawalPeriod(7 * 86_400)).toBe('7 days')
    expect(formatWithdrawalPeriod(86_400)).toBe('1 day')
    expect(formatWithdrawalPeriod(2 * 3600 + 5)).toBe('2 hours')
    expect(formatWithdrawalPeriod(60)).toBe('1 minute')
  })
})
