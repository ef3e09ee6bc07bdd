import type { DefiToken, FMintAccount } from '@ftm-wallet/sdk'
import { shownSymbol } from '../../ui/tokenSymbol.js'

export interface AssetRow {
  address: string
  symbol: string
  decimals: number
  /** Token price in fUSD as a number, 0 while unknown (for display decimals only). */
  price: number
  available: bigint
  deposited: bigint
  borrowed: bigint
}

const balanceOf = (list: FMintAccount['collateral'] | undefined, token: string) =>
  list?.find((b) => b.tokenAddress.toLowerCase() === token.toLowerCase())?.balance ?? 0n

/**
 * Rows of the Assets table (docs/behaviour/tokens-and-assets.md#assets-table): each token with its available balance,
 * the collateral deposited and the debt borrowed in fMint; only tokens where one of the three is non-zero.
 */
export function buildAssetRows(tokens: readonly DefiToken[], fmint: FMintAccount | undefined): AssetRow[] {
  return tokens
    .map((t) => ({
      address: t.address,
      symbol: shownSymbol(t.symbol),
      decimals: t.decimals,
      price: Number(t.price) / 10 ** t.priceDecimals,
      available: t.availableBalance ?? 0n,
      deposited: balanceOf(fmint?.collateral, t.address),
      borrowed: balanceOf(fmint?.debt, t.address),
    }))
    .filter((row) => row.available !== 0n || row.deposited !== 0n || row.borrowed !== 0n)
}
