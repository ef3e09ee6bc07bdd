// Pair data as the API returns it (getUniswapPairs with a user), for the component tests of this area.
import type { UniswapPair, UniswapPairToken } from '@ftm-wallet/sdk'

export const E18 = 10n ** 18n

export const token = (symbol: string, address: string, balance: bigint, decimals = 18): UniswapPairToken => ({
  address,
  symbol,
  name: `${symbol} token`,
  decimals,
  logoUrl: '',
  balance,
})

export const WFTM = token('WFTM', '0x1000000000000000000000000000000000000001', 100n * E18)
export const FUSD = token('FUSD', '0x2000000000000000000000000000000000000002', 50n * E18)
export const USDC = token('USDC', '0x3000000000000000000000000000000000000003', 0n, 6)
export const ZERO = token('ZERO', '0x4000000000000000000000000000000000000004', 10n * E18)

export function pair(
  pairAddress: string,
  tokens: [UniswapPairToken, UniswapPairToken],
  reserves: [bigint, bigint],
  totalSupply: bigint,
  shareOf = 0n,
): UniswapPair {
  return {
    pairAddress,
    tokens,
    reserves,
    totalSupply,
    shareOf,
    reservesTimeStamp: 0,
    cumulativePrices: [0n, 0n],
  }
}

/** WFTM/FUSD 1000/500 (1 WFTM = 0.5 FUSD) with a 10 % position; WFTM/USDC; an empty FUSD/ZERO pool. */
export const PAIRS: UniswapPair[] = [
  pair(
    '0xaa00000000000000000000000000000000000001',
    [WFTM, FUSD],
    [1000n * E18, 500n * E18],
    700n * E18,
    70n * E18,
  ),
  pair('0xaa00000000000000000000000000000000000002', [USDC, WFTM], [2_000_000_000n, 4000n * E18], E18),
  pair('0xaa00000000000000000000000000000000000003', [FUSD, ZERO], [0n, 0n], 0n),
]
