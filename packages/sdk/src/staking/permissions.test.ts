import { parseEther } from 'ethers'
import { describe, expect, it } from 'vitest'
import {
  canClaimRewards,
  canExtendLock,
  canIncreaseDelegation,
  canLockDelegation,
  canMintSftm,
  canRepaySftm,
  canUndelegate,
  isLockRunning,
  needsSftmAllowance,
} from './permissions.js'
import { validateRestake } from './validateRestake.js'
import { filterValidators, isValidatorSelectable } from './validators.js'
import { canWithdraw, computeWithdrawAvailableAt } from './withdrawRequests.js'

const DAY = 86_400
const ten = parseEther('10')

describe('staking permissions', () => {
  it('offers claiming per the fluid-staking rule', () => {
    expect(canClaimRewards({ isFluidStakingActive: true, pendingRewards: 1n, amountDelegated: ten })).toBe(
      true,
    )
    expect(canClaimRewards({ isFluidStakingActive: true, pendingRewards: 0n, amountDelegated: ten })).toBe(
      false,
    )
    expect(canClaimRewards({ isFluidStakingActive: false, pendingRewards: 0n, amountDelegated: ten })).toBe(
      true,
    )
    expect(canClaimRewards({ isFluidStakingActive: false, pendingRewards: 5n, amountDelegated: 0n })).toBe(
      false,
    )
    expect(canClaimRewards(undefined)).toBe(true)
  })

  it('offers undelegating while some stake is active (amountInWithdraw is a separate amount)', () => {
    expect(canUndelegate({ amountDelegated: ten, amountInWithdraw: 0n })).toBe(true)
    // 20 delegated, 10 undelegated: the API answers 10 active and 10 in withdrawal — 10 can still go
    expect(canUndelegate({ amountDelegated: ten, amountInWithdraw: ten })).toBe(true)
    expect(canUndelegate({ amountDelegated: 0n, amountInWithdraw: ten })).toBe(false)
    expect(canUndelegate({ amountDelegated: 0n, amountInWithdraw: 0n })).toBe(false)
  })

  it('offers locking an unlocked delegation only', () => {
    const now = 1_000_000
    const unlocked = { unlockedAmount: ten, isDelegationLocked: false, lockedUntil: 0 }
    expect(canLockDelegation(unlocked, now)).toBe(true)
    expect(canLockDelegation({ ...unlocked, isDelegationLocked: true, lockedUntil: now + DAY }, now)).toBe(
      false,
    )
    expect(canLockDelegation({ ...unlocked, unlockedAmount: 0n }, now)).toBe(false)
    // the API still says locked for 300 s after the end, with the old end time: the end time decides
    expect(canLockDelegation({ ...unlocked, isDelegationLocked: true, lockedUntil: now - 100 }, now)).toBe(
      true,
    )
  })

  it('treats a lock as running until its end, whatever isDelegationLocked says after it', () => {
    const now = 1_000_000
    expect(isLockRunning({ isDelegationLocked: true, lockedUntil: now + 1 }, now)).toBe(true)
    expect(isLockRunning({ isDelegationLocked: true, lockedUntil: now }, now)).toBe(false)
    expect(isLockRunning({ isDelegationLocked: false, lockedUntil: now + DAY }, now)).toBe(false)
  })

  it("offers extending when the validator's lock reaches more than a day past the duration", () => {
    const now = 1_000_000
    const delegation = { isDelegationLocked: true, lockedUntil: now + 30 * DAY, lockDuration: 30 * DAY }
    const base = { delegation, now, isValidatorAccount: false }
    expect(canExtendLock({ ...base, validatorLockedUntil: now + 31 * DAY + 1 })).toBe(true)
    expect(canExtendLock({ ...base, validatorLockedUntil: now + 31 * DAY })).toBe(false)
    expect(canExtendLock({ ...base, validatorLockedUntil: 0, isValidatorAccount: true })).toBe(true)
    expect(
      canExtendLock({
        ...base,
        delegation: { ...delegation, lockDuration: 0 },
        validatorLockedUntil: now * 2,
      }),
    ).toBe(false)
    // ended less than 300 s ago: the API still says locked, but there is nothing to extend
    const ended = { ...delegation, lockedUntil: now - 60 }
    expect(
      canExtendLock({ ...base, delegation: ended, validatorLockedUntil: 0, isValidatorAccount: true }),
    ).toBe(false)
  })

  it('offers increasing per the fluid-staking rule', () => {
    const delegation = { amountDelegated: ten, amountInWithdraw: 0n, pendingRewards: 0n }
    expect(canIncreaseDelegation({ ...delegation, isFluidStakingActive: true })).toBe(true)
    expect(canIncreaseDelegation({ ...delegation, isFluidStakingActive: true, pendingRewards: 1n })).toBe(
      false,
    )
    expect(canIncreaseDelegation({ ...delegation, isFluidStakingActive: false })).toBe(false)
    // everything in withdrawal = no active stake left and requests pending (the API's disjoint amounts)
    const allOut = { ...delegation, amountDelegated: 0n, amountInWithdraw: ten }
    expect(canIncreaseDelegation({ ...allOut, isFluidStakingActive: false })).toBe(true)
    expect(canIncreaseDelegation({ ...allOut, isFluidStakingActive: true })).toBe(false)
    expect(canIncreaseDelegation({ ...delegation, isFluidStakingActive: true, amountInWithdraw: ten })).toBe(
      true,
    )
  })

  it('offers minting sFTM only with the feature on and a locked, tokenizable delegation', () => {
    const delegation = {
      isDelegationLocked: true,
      tokenizerAllowedToWithdraw: true,
      amountDelegated: ten,
      amountInWithdraw: 0n,
    }
    expect(canMintSftm({ delegation, mintSftmEnabled: true })).toBe(true)
    expect(canMintSftm({ delegation, mintSftmEnabled: false })).toBe(false)
    expect(
      canMintSftm({ delegation: { ...delegation, isDelegationLocked: false }, mintSftmEnabled: true }),
    ).toBe(false)
    expect(canMintSftm({ delegation: { ...delegation, amountInWithdraw: ten }, mintSftmEnabled: true })).toBe(
      false,
    )
  })

  it('offers repaying sFTM when the wallet holds the outstanding amount, skipping an allowance that covers it', () => {
    expect(canRepaySftm({ outstandingSFTM: ten, sftmBalance: ten })).toBe(true)
    expect(canRepaySftm({ outstandingSFTM: ten, sftmBalance: ten - 1n })).toBe(false)
    expect(canRepaySftm({ outstandingSFTM: 0n, sftmBalance: ten })).toBe(false)
    expect(needsSftmAllowance({ outstandingSFTM: ten, allowance: ten })).toBe(false)
    expect(needsSftmAllowance({ outstandingSFTM: ten, allowance: 0n })).toBe(true)
  })

  it('blocks restaking above the validator limit with the limit cut to 2 decimals', () => {
    const params = { pendingRewards: parseEther('5'), validatorName: 'Beta', validatorId: 7 }
    expect(validateRestake({ ...params, delegatedLimit: parseEther('5') })).toBeUndefined()
    expect(validateRestake({ ...params, delegatedLimit: parseEther('3.14159') })?.message).toBe(
      'Staking limit reached. You can restake max 3.14 FTM on validator Beta, 7',
    )
  })
})

describe('withdraw requests', () => {
  const request = { createdTime: 1_000_000 }
  const period = 7 * DAY

  it('opens the withdrawal 900 s after the withdrawal period', () => {
    expect(computeWithdrawAvailableAt(request, period)).toBe(1_000_000 + period + 900)
    expect(canWithdraw({ request, withdrawalPeriodTime: period, now: 1_000_000 + period + 899 })).toBe(false)
    expect(canWithdraw({ request, withdrawalPeriodTime: period, now: 1_000_000 + period + 900 })).toBe(true)
  })

  it('refuses a request already withdrawn, and the final one while others are pending', () => {
    const now = 2_000_000 + period
    expect(
      canWithdraw({ request: { ...request, withdrawBlock: 55n }, withdrawalPeriodTime: period, now }),
    ).toBe(false)
    const last = { ...request, final: true }
    expect(canWithdraw({ request: last, withdrawalPeriodTime: period, now, pendingCount: 2 })).toBe(false)
    expect(canWithdraw({ request: last, withdrawalPeriodTime: period, now, pendingCount: 1 })).toBe(true)
  })
})

describe('validators', () => {
  const validator = { id: 3n, isActive: true, isCheater: false, totalStake: ten }

  it('can be selected unless inactive, flagged or already delegated to', () => {
    expect(isValidatorSelectable(validator)).toBe(true)
    expect(isValidatorSelectable({ ...validator, isActive: false })).toBe(false)
    expect(isValidatorSelectable({ ...validator, isCheater: true })).toBe(false)
    expect(isValidatorSelectable(validator, [3n])).toBe(false)
    expect(isValidatorSelectable(validator, new Set([4n]))).toBe(true)
  })

  it('hides validators without stake and separates cheaters', () => {
    const list = [
      validator,
      { ...validator, id: 4n, totalStake: 0n },
      { ...validator, id: 5n, isCheater: true },
    ]
    const { listed, cheaters } = filterValidators(list)
    expect(listed.map((v) => v.id)).toEqual([3n])
    expect(cheaters.map((v) => v.id)).toEqual([5n])
  })
})
