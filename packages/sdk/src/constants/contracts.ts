// Contract addresses and limits used by the transaction builders (docs/chain-and-api.md#contracts,
// docs/chain-and-api.md#networks).

/** The SFC (staking) contract: the same address on every Opera network, the devnet included. */
export const SFC_ADDRESS = '0xFC00FACE00000000000000000000000000000000'
/** "Rave Names" name registry on Opera mainnet (docs/chain-and-api.md#naming). */
export const RAVE_NAMES_REGISTRY_ADDRESS = '0x6A403FFbBF8545EE0d99a63A72e5f335dFCaE2Bd'
/** Longest lock a builder accepts, in seconds (365 days; the SFC's maxLockupDuration). */
export const MAX_LOCKUP_DURATION_SECONDS = 31_536_000
/** Collateral ratio sent with `mustMintMax`: 30000 = 300.00 % (4 implied decimals, 0x7530). */
export const FMINT_MAX_MINT_RATIO = 30_000n
/** Largest value of a uint256 ABI word. */
export const MAX_UINT256 = 2n ** 256n - 1n
