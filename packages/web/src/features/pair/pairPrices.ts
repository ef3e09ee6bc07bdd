import { formatPrice, type UniswapPair } from '@ftm-wallet/sdk'

export interface PairPriceLine {
  /** e.g. '1 WFTM = 0.2912 FUSD' */
  text: string
}

/**
 * The two price cards: 1 token0 in token1 and 1 token1 in token0 at the pool's reserves (bigint math, the
 * digits after 4 decimals cut). A pool without liquidity has no price: '-' instead of the amount.
 */
export function computePairPriceLines(pair: UniswapPair): [PairPriceLine, PairPriceLine] {
  const [t0, t1] = pair.tokens
  const [r0 = 0n, r1 = 0n] = pair.reserves
  const d0 = t0?.decimals ?? 18
  const d1 = t1?.decimals ?? 18
  const s0 = t0?.symbol ?? '?'
  const s1 = t1?.symbol ?? '?'
  const price = (reserveIn: bigint, reserveOut: bigint, decimalsIn: number, decimalsOut: number) =>
    reserveIn === 0n || reserveOut === 0n
      ? '-'
      : formatPrice((reserveOut * 10n ** BigInt(decimalsIn)) / reserveIn, decimalsOut)
  return [
    { text: `1 ${s0} = ${price(r0, r1, d0, d1)} ${s1}` },
    { text: `1 ${s1} = ${price(r1, r0, d1, d0)} ${s0}` },
  ]
}
