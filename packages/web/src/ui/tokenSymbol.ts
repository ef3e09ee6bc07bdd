import type { UniswapPair } from '@ftm-wallet/sdk'

/**
 * A token's symbol as people read it in the app (docs/behaviour/tokens-and-assets.md#symbols): the fMint stablecoin
 * is written fUSD everywhere, whatever case its contract's symbol() uses (FUSD on Opera and the devnet); every other
 * symbol is shown as the chain gives it.
 */
export function shownSymbol(symbol: string): string {
  return symbol.toUpperCase() === 'FUSD' ? 'fUSD' : symbol
}

/** The token with its shown symbol; the same object when nothing changes. */
export function withShownSymbol<T extends { readonly symbol: string }>(token: T): T {
  const symbol = shownSymbol(token.symbol)
  return symbol === token.symbol ? token : { ...token, symbol }
}

/**
 * A token list with shown symbols: the `select` of the token queries the screens read (a module-level function, so
 * TanStack Query keeps its result while the data is unchanged).
 */
export function showTokenSymbols<T extends { readonly symbol: string }>(tokens: T[]): T[] {
  return tokens.map(withShownSymbol)
}

/** A pair whose tokens carry their shown symbols. */
export function withShownPairSymbols<T extends Pick<UniswapPair, 'tokens'>>(pair: T): T {
  return { ...pair, tokens: pair.tokens.map(withShownSymbol) }
}

/** The pairs' `select`: every pair's tokens with their shown symbols. */
export function showPairSymbols<T extends Pick<UniswapPair, 'tokens'>>(pairs: T[]): T[] {
  return pairs.map(withShownPairSymbols)
}

/**
 * A sentence built from the contracts' own symbols (a decoded call, a warning, a simulation's balance changes) with
 * the fMint stablecoin written as the rest of the app writes it.
 */
export function withShownSymbols(text: string): string {
  return text.replace(/(?<![\w.])FUSD(?!\w)/g, 'fUSD')
}
