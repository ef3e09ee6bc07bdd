// Delegations and validators in the shapes the SDK's API functions return (src/api/staking), for screen tests.
import type { Delegation, StakerListItem } from '@ftm-wallet/sdk'

// jsdom has no ResizeObserver; Radix's slider only uses it to measure the thumb.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

export const FTM = 10n ** 18n
export const NOW = 1_800_000_000
const DAY = 86_400

export function makeDelegation(overrides: Partial<Delegation> = {}): Delegation {
  return {
    toStakerId: 3n,
    createdTime: NOW - 10 * DAY,
    amount: 1000n * FTM,
    amountDelegated: 1000n * FTM,
    amountInWithdraw: 0n,
    unlockedAmount: 1000n * FTM,
    claimedReward: 0n,
    outstandingSFTM: 0n,
    tokenizerAllowedToWithdraw: false,
    isFluidStakingActive: true,
    isDelegationLocked: false,
    lockDuration: 0,
    lockedUntil: 0,
    pendingRewards: 5n * FTM,
    withdrawRequests: [],
    ...overrides,
  }
}

export function makeValidator(overrides: Partial<StakerListItem> = {}): StakerListItem {
  return {
    id: 3n,
    stakerAddress: '0x3333333333333333333333333333333333333333',
    totalStake: 5_000_000n * FTM,
    stake: 3_000_000n * FTM,
    delegatedMe: 2_000_000n * FTM,
    delegatedLimit: 10_000_000n * FTM,
    createdTime: NOW - 400 * DAY,
    lockedUntil: NOW + 300 * DAY,
    isActive: true,
    isOffline: false,
    isCheater: false,
    stakerInfo: { name: 'Validator Three', website: 'https://three.example', contact: null, logoUrl: null },
    ...overrides,
  }
}
