import type { DefiToken } from '@ftm-wallet/sdk'

// Test tokens shaped like the devnet's registry (prices with 18 decimals, tokenSpecs.ts of the devnet).
export const E18 = 10n ** 18n

const base = {
  name: '',
  logoUrl: '',
  decimals: 18,
  priceDecimals: 18,
  totalSupply: 1_000_000n * E18,
  isActive: true,
  canWrapFTM: false,
  canTrade: true,
  allowance: 0n,
}

export const WFTM: DefiToken = {
  ...base,
  address: '0x00000000000000000000000000000000000000a1',
  symbol: 'WFTM',
  price: (E18 * 50n) / 100n,
  canDeposit: true,
  canMint: false,
  canBorrow: false,
  availableBalance: 600n * E18,
}

export const SFTM: DefiToken = {
  ...WFTM,
  address: '0x00000000000000000000000000000000000000a2',
  symbol: 'SFTM',
  availableBalance: 0n,
}

export const FUSD: DefiToken = {
  ...base,
  address: '0x00000000000000000000000000000000000000f1',
  symbol: 'FUSD',
  price: E18,
  canDeposit: false,
  canMint: true,
  canBorrow: true,
  availableBalance: 30n * E18,
}

export const RATIOS = {
  mintFee: { numerator: 25n, denominator: 10_000n },
  minCollateralRatio: { numerator: 3n, denominator: 1n },
  rewardCollateralRatio: { numerator: 5n, denominator: 1n },
}

// jsdom has no ResizeObserver; Radix's slider only uses it to measure the thumb.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver
