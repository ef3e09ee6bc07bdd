// Staking facts (docs/behaviour/staking.md#numbers) that defi.ts does not carry.

/** On testnet the wallet sends a 14-day lock as 605 s (10 min 5 s) so locks can be tried quickly. */
export const TESTNET_14_DAY_LOCK_SECONDS = 605
