import { computeTokenValue, type DefiToken } from '@ftm-wallet/sdk'

const ONE_FTM = 10n ** 18n

/**
 * What an amount of a pair's token is worth in FTM wei (docs/behaviour/pair-detail.md#pair-stats): its value in the
 * DeFi price list's reference currency over wFTM's value there. Undefined when either price is missing or zero, so the
 * screen shows the token amount alone rather than a made-up value.
 */
export function computeFtmWorth(
  amount: bigint,
  tokenAddress: string | undefined,
  prices: readonly DefiToken[] | undefined,
): bigint | undefined {
  if (!prices || !tokenAddress) return undefined
  const token = prices.find((t) => t.address.toLowerCase() === tokenAddress.toLowerCase())
  const wftm = prices.find((t) => t.symbol.toUpperCase() === 'WFTM')
  if (!token || !wftm || token.price <= 0n) return undefined
  const perFtm = computeTokenValue({ amount: ONE_FTM, token: wftm })
  if (perFtm <= 0n) return undefined
  return (computeTokenValue({ amount, token }) * ONE_FTM) / perFtm
}
