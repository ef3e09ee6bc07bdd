import {
  ALLOWANCE_MULTIPLIER,
  DEFAULT_MINT_FEE,
  FUSD_ALLOWANCE_EXTRA,
  MAX_SWITCH_THRESHOLD,
  type Ratio,
  REPAY_ALLOWANCE_MULTIPLIER,
} from '../constants/defi.js'
import { minBigInt, mulDiv, mulDivUp } from '../tokens/bigintMath.js'
import { fmintMessages } from './messages.js'

export interface ComputeAllowanceAmountParameters {
  /** Base units the next step will spend. */
  amount: bigint
  /** 'repay' uses 1.051, everything else 1.05. */
  purpose?: 'default' | 'repay'
  /** The source token is FUSD: +0.5 % on top. */
  isFusd?: boolean
  /** Upper bound (the available balance or the locked collateral). */
  cap?: bigint
}

/**
 * Allowance an "Allow" step requests (docs/behaviour/fmint.md#numbers): 1.05 × the amount, 1.051 × for repay, raised
 * by another 0.5 % when the source token is FUSD; rounded up, then capped.
 */
export function computeAllowanceAmount({
  amount,
  purpose = 'default',
  isFusd = false,
  cap,
}: ComputeAllowanceAmountParameters): bigint {
  const multiplier = purpose === 'repay' ? REPAY_ALLOWANCE_MULTIPLIER : ALLOWANCE_MULTIPLIER
  let allowance = mulDivUp(amount, multiplier.numerator, multiplier.denominator)
  if (isFusd) {
    const { numerator, denominator } = FUSD_ALLOWANCE_EXTRA
    allowance = mulDivUp(allowance, denominator + numerator, denominator)
  }
  return cap === undefined ? allowance : minBigInt(allowance, cap)
}

/**
 * Whether the "max" contract call replaces the ordinary one: the amount is more than 99.5 % of the slider's
 * maximum (`mustMintMax` / `mustRepayMax`).
 */
export function shouldUseMaxCall({ amount, max }: { amount: bigint; max: bigint }): boolean {
  const { numerator, denominator } = MAX_SWITCH_THRESHOLD
  return max > 0n && amount * denominator > max * numerator
}

/** Fee taken when minting `amount` (the user receives amount − fee); the configured fee, 0.0025 by default. */
export function computeMintFee({
  amount,
  mintFee = DEFAULT_MINT_FEE,
}: {
  amount: bigint
  mintFee?: Ratio
}): bigint {
  return mulDiv(amount, mintFee.numerator, mintFee.denominator)
}

/** 'Deposit more {symbol} to increase your collateral' while at most 0.01 of the token is available. */
export function computeDepositHint({
  availableBalance,
  symbol,
  decimals = 18,
}: {
  availableBalance: bigint
  symbol: string
  decimals?: number
}): string | undefined {
  const threshold = decimals >= 2 ? 10n ** BigInt(decimals - 2) : 0n
  return availableBalance <= threshold ? fmintMessages.depositMore(symbol) : undefined
}

/** Claim is allowed when the account may claim and has earned or stashed rewards. */
export function canClaimFMintRewards(account: {
  canClaimRewards: boolean
  rewardsEarned: bigint
  rewardsStashed: bigint
}): boolean {
  return account.canClaimRewards && (account.rewardsEarned !== 0n || account.rewardsStashed !== 0n)
}

/** Push is allowed when the distribution accepts new rewards. */
export function canPushFMintRewards(account: { canPushNewRewards: boolean }): boolean {
  return account.canPushNewRewards
}
