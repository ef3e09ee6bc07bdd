import {
  DEFAULT_MIN_COLLATERAL_RATIO,
  DEFAULT_MINT_FEE,
  DEFAULT_REWARD_COLLATERAL_RATIO,
  type Ratio,
} from '../constants/defi.js'

export interface FMintConfigInput {
  /** `defiConfiguration.mintFee4` (hex parsed to bigint), scaled by 10^decimals. */
  mintFee4?: bigint | null | undefined
  minCollateralRatio4?: bigint | null | undefined
  rewardCollateralRatio4?: bigint | null | undefined
  /** `defiConfiguration.decimals` (4 on mainnet). */
  decimals?: number | null | undefined
}

export interface FMintRatios {
  readonly mintFee: Ratio
  /** Minimum collateral ratio (3 = 300 % by default). */
  readonly minCollateralRatio: Ratio
  /** Ratio above which rewards are earned (5 = 500 % by default). */
  readonly rewardCollateralRatio: Ratio
}

/**
 * The fMint ratios from the API's configuration: each `*4` value divided by 10^decimals, falling back to the
 * defaults (fee 0.0025, minimum 3, reward 5) when the configuration lacks it (docs/behaviour/fmint.md#ratios).
 */
export function parseFMintConfig(config: FMintConfigInput = {}): FMintRatios {
  const decimals = config.decimals ?? 4
  const denominator = 10n ** BigInt(decimals)
  const pick = (value: bigint | null | undefined, fallback: Ratio): Ratio =>
    value === undefined || value === null || value <= 0n ? fallback : { numerator: value, denominator }
  return {
    mintFee: pick(config.mintFee4, DEFAULT_MINT_FEE),
    minCollateralRatio: pick(config.minCollateralRatio4, DEFAULT_MIN_COLLATERAL_RATIO),
    rewardCollateralRatio: pick(config.rewardCollateralRatio4, DEFAULT_REWARD_COLLATERAL_RATIO),
  }
}
