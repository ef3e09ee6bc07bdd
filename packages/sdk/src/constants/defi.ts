// DeFi, staking, swap, bridge and governance constants (the Numbers section of each page under docs/behaviour/).
// Ratios are exact fractions (numerator / denominator) so bigint math never goes through floating point.

export interface Ratio {
  readonly numerator: bigint
  readonly denominator: bigint
}

const ratio = (numerator: bigint, denominator: bigint): Ratio => ({ numerator, denominator })

/** Minting fee 0.5 %: the user receives 99.5 %. */
export const MINT_FEE = /* @__PURE__ */ ratio(5n, 1000n)
/** Default mint fee before configuration overrides it. */
export const DEFAULT_MINT_FEE = /* @__PURE__ */ ratio(25n, 10_000n)
export const DEFI_SLIPPAGE_RESERVE = 0.3
/** Default swap slippage tolerance in percent (0.5 % = 0.005). */
export const DEFAULT_SWAP_SLIPPAGE_PERCENT = 0.5
export const WRAP_SLIPPAGE = 0.005
export const LIQUIDITY_PROVIDER_FEE = /* @__PURE__ */ ratio(3n, 1000n)

export const LIQUIDATION_COLLATERAL_RATIO = /* @__PURE__ */ ratio(15n, 10n)
export const DEFAULT_MIN_COLLATERAL_RATIO = /* @__PURE__ */ ratio(3n, 1n)
export const WARNING_COLLATERAL_RATIO = /* @__PURE__ */ ratio(225n, 100n)
export const DEFAULT_REWARD_COLLATERAL_RATIO = /* @__PURE__ */ ratio(5n, 1n)
/** Collateral ratios above this are shown capped. */
export const COLLATERAL_RATIO_DISPLAY_CAP = 5000

/** Allowance requested before spending: 1.05 × the amount. */
export const ALLOWANCE_MULTIPLIER = /* @__PURE__ */ ratio(105n, 100n)
/** Allowance requested before repaying: 1.051 × the amount. */
export const REPAY_ALLOWANCE_MULTIPLIER = /* @__PURE__ */ ratio(1051n, 1000n)
/** Extra allowance when the source token is FUSD: +0.5 %. */
export const FUSD_ALLOWANCE_EXTRA = /* @__PURE__ */ ratio(5n, 1000n)
/** "Max" is chosen when the amount exceeds this share of the maximum (0.995). */
export const MAX_SWITCH_THRESHOLD = /* @__PURE__ */ ratio(995n, 1000n)
/** Lock amount is capped at the delegated amount above 99.95 % of it. */
export const LOCK_AMOUNT_CAP_THRESHOLD = /* @__PURE__ */ ratio(9995n, 10_000n)

/** Swap and liquidity deadline: chain time + 1200 s. */
export const SWAP_DEADLINE_SECONDS = 1200

export const BRIDGE_MIN_FTM = 50n * 10n ** 18n

export const MIN_STAKE = 10n ** 18n
export const MIN_LOCK = 10n ** 18n
export const MIN_UNDELEGATE = 10n ** 18n
/** FTM kept back for fees by 'Entire Balance -2 FTM' and the wrap max. */
export const FEE_RESERVE = 2n * 10n ** 18n
export const SECONDS_PER_DAY = 86_400
export const VALIDATOR_MAX_LOCK_DAYS = 365
/** Subtracted from a maximum lock by non-validators. */
export const MAX_LOCK_REDUCTION_SECONDS = 7300
/** On testnet with a 14-day validator lock the reduction is 605 s. */
export const TESTNET_MAX_LOCK_REDUCTION_SECONDS = 605
export const WITHDRAWAL_EXTRA_SECONDS = 900
export const DEPOSIT_HINT_THRESHOLD = 0.01

/** Chart resolutions in seconds. */
export const CHART_RESOLUTIONS = { '5m': 300, '15m': 900, '1h': 3600, '4h': 14_400, '1d': 86_400 } as const
export const CHART_TIME_SPANS = ['1W', '1M', 'All'] as const
export const CHART_DEFAULT_HEIGHT = 280

export const DISPLAY_PRICE_DECIMALS = 4
export const DISPLAY_PRICE_IMPACT_DECIMALS = 2
export const DISPLAY_POOL_SHARE_DECIMALS = 3
export const DISPLAY_PERCENT_DECIMALS = 2
export const SLIDER_LABELS = [0, 25, 50, 75, 100] as const

/** Steps of each multi-step flow (docs/behaviour/transactions.md#flows-and-step-counts). */
export const FLOW_STEPS = {
  lockUnlock: 3,
  mint: 1,
  repay: 2,
  addLiquidity: 3,
  removeLiquidity: 2,
  swap: 2,
  vote: 1,
  undelegate: 3,
  undelegateLocked: 4,
} as const

/** Governance statuses a proposal may have (docs/behaviour/governance.md#proposal-state). */
export const GOVERNANCE_ACCEPTED_STATUSES = [0, 1, 2, 4, 8] as const
