import { describe, expect, it } from 'vitest'
import { computeLockRewardPercent } from './computeLockRewardPercent.js'

const DAY = 86_400

describe('computeLockRewardPercent', () => {
  it('gives 30 % unlocked and 100 % for the longest lock', () => {
    expect(computeLockRewardPercent({ duration: 0 })).toBe(30)
    expect(computeLockRewardPercent({ duration: 365 * DAY })).toBe(100)
    expect(computeLockRewardPercent({ duration: 400 * DAY })).toBe(100)
  })

  it('adds the other 70 % in proportion to the lock', () => {
    expect(computeLockRewardPercent({ duration: 182.5 * DAY })).toBe(65)
    expect(computeLockRewardPercent({ duration: 14 * DAY })).toBe(32)
    expect(computeLockRewardPercent({ duration: 30 * DAY, maxDuration: 60 * DAY })).toBe(65)
  })
})
