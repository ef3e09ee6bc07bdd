import { formatUnits } from '../format/formatUnits.js'

/**
 * FTM amount as written into a message: the exact decimal value without trailing zeros (the original showed
 * the full JavaScript number), or cut (never rounded up) to `maxDecimals` when given.
 */
export function formatFtmAmount(wei: bigint, maxDecimals?: number): string {
  if (maxDecimals === undefined || maxDecimals >= 18) return formatUnits(wei)
  const step = 10n ** BigInt(18 - maxDecimals)
  return formatUnits(wei - (wei % step))
}
