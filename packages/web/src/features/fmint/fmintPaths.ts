import { type FMintRowAction, findFMintToken } from '@ftm-wallet/sdk'
import { swapPaths } from '../swap/swapPaths.js'

/** Sub-paths of the fMint area (docs/behaviour/fmint.md#screens) and the named routes they stand for. */
export const FMINT_PAGES = {
  /** defi-manage-collateral (defi-manage-deposit) */
  manageCollateral: 'manage-collateral',
  /** defi-borrow-fusd (defi-manage-borrow) */
  manageFusd: 'manage-fusd',
  lock: 'lock',
  unlock: 'unlock',
  mint: 'mint',
  repay: 'repay',
  /** defi-lock-unlock-confirmation: ?tokenAddress & amount (signed base units) */
  lockUnlockConfirmation: 'lock-unlock/confirmation',
  /** defi-mint-repay-confirmation: ?tokenAddress, amount (signed base units) & max */
  mintRepayConfirmation: 'mint-repay/confirmation',
  claimRewards: 'claim-rewards',
  pushRewards: 'push-rewards',
} as const

/** Path of an fMint page for `wallet` with query parameters (the token as tokenAddress). */
export function fmintPath(wallet: string, page?: string, query?: string | Record<string, string>): string {
  const base = `/fmint/${wallet}${page ? `/${page}` : ''}`
  const parameters = typeof query === 'string' ? { tokenAddress: query } : (query ?? {})
  const search = new URLSearchParams(parameters).toString()
  return search ? `${base}?${search}` : base
}

/** Where a row action leads: Swap goes to the swap area with the token chosen. */
export function fmintActionPath(wallet: string, action: FMintRowAction, tokenAddress: string): string {
  if (action === 'Swap') return swapPaths.swap(wallet, tokenAddress)
  const page = { Lock: 'lock', Unlock: 'unlock', Mint: 'mint', Repay: 'repay' }[action]
  return fmintPath(wallet, page, tokenAddress)
}

/** A signed amount in base units from the query ('-5000'), undefined when missing or not an integer. */
export function parseQueryAmount(text: string | null): bigint | undefined {
  return text !== null && /^-?\d{1,80}$/.test(text) ? BigInt(text) : undefined
}

/**
 * The page's token from the route param (`token`: an address or a symbol) or the query (tokenAddress,
 * tokenSymbol), as docs/behaviour/fmint.md#screens allows both.
 */
export function readTokenParameters(
  routeToken: string | undefined,
  search: URLSearchParams,
): { address: string | null; symbol: string | null } {
  if (routeToken) {
    const isAddress = /^0x[0-9a-fA-F]{40}$/.test(routeToken)
    return { address: isAddress ? routeToken : null, symbol: isAddress ? null : routeToken }
  }
  return { address: search.get('tokenAddress'), symbol: search.get('tokenSymbol') }
}

/** The row of the page's token among `rows` (route param or query, else `fallbackSymbol`); undefined: none. */
export function findFMintRouteRow<Row extends { token: { address: string; symbol: string } }>(
  rows: readonly Row[],
  tokenParameters: { address: string | null; symbol: string | null },
  fallbackSymbol: string,
): Row | undefined {
  const token = findFMintToken(
    rows.map((r) => r.token),
    { ...tokenParameters, fallbackSymbol },
  )
  return token && rows.find((r) => r.token === token)
}
