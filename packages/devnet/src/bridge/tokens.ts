/** A token as the bridge's `GET tokens` lists it (field names of the BNBridge service the wallet talked to). */
export interface BridgeToken {
  uuid: string
  name: string
  symbol: string
  unique_symbol: string
  decimals: number
  total_supply: string
  /** The token's contract on Ethereum. */
  erc20_address: string
  /** The token's symbol on Binance Chain. */
  bnb_address: string
  fee_per_swap: string
  minimum_swap_amount: string
  listed: boolean
  eth_to_bnb_enabled: boolean
  bnb_to_eth_enabled: boolean
  process_date: string
}

/**
 * The devnet bridge's only token: FTM. Its fee and minimum are the spec's 50 FTM (docs/behaviour/bridge.md#rules).
 */
export const FTM_BRIDGE_TOKEN: BridgeToken = {
  uuid: '8b5c2a52-3f4e-4d0a-9c61-0f7a00000001',
  name: 'Fantom',
  symbol: 'FTM',
  unique_symbol: 'FTM-A64',
  decimals: 18,
  total_supply: '3175000000',
  // FTM's ERC20 contract on Ethereum mainnet (public address of the token); the devnet never calls it.
  erc20_address: '0x4e15361fd6b4bb609fa63c81a2be19d873717870',
  bnb_address: 'FTM-A64',
  fee_per_swap: '50',
  minimum_swap_amount: '50',
  listed: true,
  eth_to_bnb_enabled: true,
  bnb_to_eth_enabled: true,
  process_date: '2021-01-01T00:00:00.000Z',
}
