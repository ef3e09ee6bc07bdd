import {
  computePoolShare,
  computeRemoveLiquidityAmounts,
  formatPercent,
  listPairTokens,
  orientPair,
  type UniswapPair,
} from '@ftm-wallet/sdk'

/**
 * The pair in display order: as on the chain, but FUSD first when it is the second token
 * (docs/behaviour/swap-and-liquidity.md#screens).
 */
export function displayOrder(pair: UniswapPair) {
  const [t0, t1] = pair.tokens
  const first = t1?.symbol.toUpperCase() === 'FUSD' ? t1 : t0
  return first ? orientPair(pair, first.address) : null
}

/** The user's pool share, 3 decimals, or a dash when there is none (pair info panel). */
export function formatPoolShare(pair: UniswapPair): string {
  const share = computePoolShare({ shareOf: pair.shareOf ?? 0n, totalSupply: pair.totalSupply })
  return share > 0 ? formatPercent(share, 3) : '-'
}

/** What the user's whole LP share is worth in each token. */
export function positionAmounts(pair: UniswapPair, tokenA: string) {
  const side = orientPair(pair, tokenA)
  if (!side) return null
  const amounts = computeRemoveLiquidityAmounts({
    shareOf: pair.shareOf ?? 0n,
    totalSupply: pair.totalSupply,
    reserveA: side.reserveA,
    reserveB: side.reserveB,
    percent: 100,
  })
  return { ...side, amountA: amounts.amountA, amountB: amounts.amountB }
}

/** The first token when the route names none: WFTM when a pool has it (as on Opera), else the first one listed. */
export function defaultFirstToken(pairs: readonly UniswapPair[]): string | undefined {
  const tokens = listPairTokens(pairs)
  return (tokens.find((t) => t.symbol === 'WFTM') ?? tokens[0])?.address
}
