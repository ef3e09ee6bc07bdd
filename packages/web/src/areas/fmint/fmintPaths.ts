import type { FMintRowAction } from '@ftm-wallet/sdk'

/** Sub-paths of the fMint area (spec 02 §2 route overview) and the named routes they stand for. */
export const FMINT_PAGES = {
  /** defi-manage-collateral (defi-manage-deposit) */
  manageCollateral: 'manage-collateral',
  /** defi-borrow-fusd (defi-manage-borrow) */
  manageFusd: 'manage-fusd',
  lock: 'lock',
  unlock: 'unlock',
  mint: 'mint',
  repay: 'repay',
  claimRewards: 'claim-rewards',
  pushRewards: 'push-rewards',
} as const

/** Path of an fMint page for `wallet`, with the token as the tokenAddress query parameter. */
export function fmintPath(wallet: string, page?: string, tokenAddress?: string): string {
  const base = `/fmint/${wallet}${page ? `/${page}` : ''}`
  return tokenAddress ? `${base}?tokenAddress=${tokenAddress}` : base
}

/** Where a row action leads: Swap goes to the swap area with the token chosen. */
export function fmintActionPath(wallet: string, action: FMintRowAction, tokenAddress: string): string {
  if (action === 'Swap') return `/funi/${wallet}/swap/${tokenAddress}`
  const page = { Lock: 'lock', Unlock: 'unlock', Mint: 'mint', Repay: 'repay' }[action]
  return fmintPath(wallet, page, tokenAddress)
}
