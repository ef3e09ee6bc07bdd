/** Opera's own fakenet chain id, used by the devnet. */
export const DEVNET_CHAIN_ID = 4003
/** Default port of the devnet's API server (GraphQL at /api and /graphql). */
export const DEFAULT_API_PORT = 16761
/** Default port of the devnet's JSON-RPC endpoint (anvil). */
export const DEFAULT_RPC_PORT = 8545
/** Address the SFC lives at on every Opera network. */
export const SFC_ADDRESS = '0xFC00FACE00000000000000000000000000000000'
