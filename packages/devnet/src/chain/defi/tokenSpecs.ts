import { parseUnits } from 'ethers'

/** Registry flags and starting oracle price of one DeFi token of the devnet. */
export interface DefiTokenSpec {
  key: 'wftm' | 'sftm' | 'fusd' | 'usdc' | 'wbtc'
  /** USD price with 18 decimals when the chain starts (the seed then moves WFTM/SFTM/WBTC along a path). */
  price: bigint
  canDeposit: boolean
  canMint: boolean
  canTrade: boolean
}

/**
 * Oracle prices have 18 decimals (docs/chain-and-api.md#fmint-contracts: deploy scripts use 1e18 with 18 price
 * decimals).
 */
export const PRICE_DECIMALS = 18

const usd = (value: string): bigint => parseUnits(value, PRICE_DECIMALS)

/**
 * The registry's tokens: WFTM and sFTM are collateral, fUSD is the synth fMint mints
 * (docs/chain-and-api.md#fmint-contracts), USDC and WBTC are plain bridged-style tokens that only trade. Everything
 * can be traded.
 */
export const DEFI_TOKEN_SPECS: readonly DefiTokenSpec[] = [
  { key: 'wftm', price: usd('0.58'), canDeposit: true, canMint: false, canTrade: true },
  { key: 'sftm', price: usd('0.58'), canDeposit: true, canMint: false, canTrade: true },
  { key: 'fusd', price: usd('1'), canDeposit: false, canMint: true, canTrade: true },
  { key: 'usdc', price: usd('1'), canDeposit: false, canMint: false, canTrade: true },
  { key: 'wbtc', price: usd('58000'), canDeposit: false, canMint: false, canTrade: true },
]

/** The plain tokens the devnet deploys itself: [name, symbol, decimals] (USDC keeps its real 6 decimals). */
export const PLAIN_TOKENS = {
  usdc: ['USD Coin', 'USDC', 6],
  wbtc: ['Wrapped Bitcoin', 'WBTC', 8],
} as const

/** The pools created at deployment, as token keys [a, b]. */
export const DEFI_POOLS = [
  ['wftm', 'fusd'],
  ['wftm', 'sftm'],
  ['wftm', 'usdc'],
  ['wbtc', 'usdc'],
] as const
