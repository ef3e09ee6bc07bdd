import { MIN_STAKE } from '../constants/defi.js'
import { MAX_GAS_LIMIT } from '../constants/gas.js'

export interface ComputeStakeableBalanceParameters {
  /** Wallet balance in wei. */
  balance: bigint
  /** Gas price in wei. */
  gasPrice: bigint
}

/**
 * Balance that may be staked: balance − 2 × gasPrice × 500,000 (docs/behaviour/staking.md#delegating). Negative
 * when the balance cannot even pay for the fees ('You have no balance left').
 */
export function computeStakeableBalance({ balance, gasPrice }: ComputeStakeableBalanceParameters): bigint {
  return balance - 2n * gasPrice * MAX_GAS_LIMIT
}

/**
 * Amount the 'Entire Balance -2 FTM' button fills in: ceil(balance − gasPrice × 500,000) − 2 FTM, in whole
 * FTM; 0 when nothing is left (docs/behaviour/staking.md#delegating).
 *
 * @example computeEntireBalanceStakeAmount({ balance: parseEther('10.5'), gasPrice: 0n }) // 9 FTM
 */
export function computeEntireBalanceStakeAmount({
  balance,
  gasPrice,
}: ComputeStakeableBalanceParameters): bigint {
  const remaining = balance - gasPrice * MAX_GAS_LIMIT
  if (remaining <= 0n) return 0n
  const wholeFtm = (remaining + MIN_STAKE - 1n) / MIN_STAKE
  const amount = (wholeFtm - 2n) * MIN_STAKE
  return amount > 0n ? amount : 0n
}
