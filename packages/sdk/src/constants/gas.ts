// Gas constants of docs/behaviour/transactions.md#gas.

/** Gas limit used for the fee shown while no estimate exists (0xabe0). */
export const DEFAULT_GAS_LIMIT = 0xabe0n
/** Gas limit used for "max sendable / stakeable" arithmetic (0x7A120). */
export const MAX_GAS_LIMIT = 0x7a120n
/** Minimum gas price in wei (1.5 gwei). */
export const MIN_GAS_PRICE = 1_500_000_000n
/** Cap below which the network gas price is doubled: 20 × the minimum (30 gwei). */
export const MAX_GAS_PRICE = 20n * MIN_GAS_PRICE
/** Multiplier of the network gas price when the doubled price would reach the cap (1.2 = 12/10). */
export const HIGH_GAS_PRICE_MULTIPLIER = { numerator: 12n, denominator: 10n } as const
/** Gas added to a node's estimate on mainnet and testnet. */
export const GAS_ESTIMATE_BUFFER = 2000n
