/** The least a pair needs to be seen from one side: its two tokens (token0 first) and their reserves. */
export interface PairLike<Token extends { readonly address: string }> {
  readonly tokens: readonly Token[]
  readonly reserves: readonly bigint[]
}

/** A pair seen from `tokenA`: A's token and reserve first, whatever the pair's token0 is. */
export interface OrientedPair<Token> {
  readonly tokenA: Token
  readonly tokenB: Token
  readonly reserveA: bigint
  readonly reserveB: bigint
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The pair from `tokenA`'s side (token order on the chain is by address, not by the user's choice); null when
 * `tokenA` is not one of its tokens.
 *
 * @example orientPair(pair, wftm) // { tokenA: WFTM, tokenB: FUSD, reserveA, reserveB }
 */
export function orientPair<Token extends { readonly address: string }>(
  pair: PairLike<Token>,
  tokenA: string,
): OrientedPair<Token> | null {
  const [t0, t1] = pair.tokens
  const [r0 = 0n, r1 = 0n] = pair.reserves
  if (!t0 || !t1) return null
  if (same(t0.address, tokenA)) return { tokenA: t0, tokenB: t1, reserveA: r0, reserveB: r1 }
  if (same(t1.address, tokenA)) return { tokenA: t1, tokenB: t0, reserveA: r1, reserveB: r0 }
  return null
}

/** Every token of the pairs once, in the order they first appear (the token pickers' list). */
export function listPairTokens<Token extends { readonly address: string }>(
  pairs: readonly PairLike<Token>[],
): Token[] {
  const seen = new Map<string, Token>()
  for (const pair of pairs) {
    for (const token of pair.tokens) {
      const key = token.address.toLowerCase()
      if (!seen.has(key)) seen.set(key, token)
    }
  }
  return [...seen.values()]
}

/** The pair holding both tokens (either order), or undefined. */
export function findPairOf<Pair extends PairLike<{ readonly address: string }>>(
  pairs: readonly Pair[],
  tokenA: string | undefined,
  tokenB: string | undefined,
): Pair | undefined {
  if (!tokenA || !tokenB) return undefined
  return pairs.find((pair) => orientPair(pair, tokenA) !== null && orientPair(pair, tokenB) !== null)
}
