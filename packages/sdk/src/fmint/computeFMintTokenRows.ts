// One fMint account's tokens as the overview, positions and asset tables list them (docs/behaviour/fmint.md#screens).
import { isFMintCollateralSymbol } from './computeFMintRowActions.js'

export interface FMintRowToken {
  address: string
  symbol: string
  decimals: number
  canMint: boolean
  canDeposit: boolean
  /** The wallet's balance (defiTokens with an owner). */
  availableBalance?: bigint | undefined
  totalSupply?: bigint | undefined
}

export interface FMintPositionEntry {
  tokenAddress: string
  /** Base units of the token. */
  balance: bigint
  /** fUSD value. */
  value: bigint
}

export interface FMintTokenRow<Token extends FMintRowToken = FMintRowToken> {
  token: Token
  /** Locked amount (base units) and its fUSD value. */
  collateral: bigint
  collateralValue: bigint
  /** Minted amount (base units) and its fUSD value. */
  debt: bigint
  debtValue: bigint
  available: bigint
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The rows of one account: the collateral tokens (WFTM, SFTM), the mintable tokens, and any other token with a
 * position; FTM is excluded. Collateral tokens come first, then by symbol.
 */
export function computeFMintTokenRows<Token extends FMintRowToken>({
  tokens,
  collateral,
  debt,
}: {
  tokens: readonly Token[]
  collateral: readonly FMintPositionEntry[]
  debt: readonly FMintPositionEntry[]
}): FMintTokenRow<Token>[] {
  const find = (list: readonly FMintPositionEntry[], token: Token) =>
    list.find((entry) => same(entry.tokenAddress, token.address))
  const rows = tokens
    .filter((token) => token.symbol.toUpperCase() !== 'FTM')
    .map((token) => {
      const locked = find(collateral, token)
      const minted = find(debt, token)
      return {
        token,
        collateral: locked?.balance ?? 0n,
        collateralValue: locked?.value ?? 0n,
        debt: minted?.balance ?? 0n,
        debtValue: minted?.value ?? 0n,
        available: token.availableBalance ?? 0n,
      }
    })
    .filter(
      (row) =>
        isFMintCollateralSymbol(row.token.symbol) ||
        row.token.canMint ||
        row.collateral > 0n ||
        row.debt > 0n,
    )
  const rank = (row: FMintTokenRow<Token>) => (isFMintCollateralSymbol(row.token.symbol) ? 0 : 1)
  return rows.sort((a, b) => rank(a) - rank(b) || a.token.symbol.localeCompare(b.token.symbol))
}

/**
 * Picks the page's token: by address, else by symbol (case-insensitive), else the fallback symbol (FUSD on
 * mint/repay pages, WFTM on lock/unlock pages).
 */
export function findFMintToken<Token extends { address: string; symbol: string }>(
  tokens: readonly Token[],
  {
    address,
    symbol,
    fallbackSymbol,
  }: { address?: string | null; symbol?: string | null; fallbackSymbol: string },
): Token | undefined {
  if (address) return tokens.find((t) => same(t.address, address))
  const wanted = (symbol || fallbackSymbol).toUpperCase()
  return tokens.find((t) => t.symbol.toUpperCase() === wanted)
}
