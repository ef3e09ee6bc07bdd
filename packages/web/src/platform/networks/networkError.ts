import { WalletError } from '@ftm-wallet/sdk'

// What adding or choosing a network can fail with (docs/behaviour/networks.md#custom-networks).

export type NetworkErrorCode =
  /** The name is empty or longer than 40 characters. */
  | 'NETWORK_NAME_INVALID'
  /** The RPC URL is not an http(s) URL. */
  | 'NETWORK_RPC_URL_INVALID'
  /** The chain id is not a positive integer (decimal or 0x-hex). */
  | 'NETWORK_CHAIN_ID_INVALID'
  /** The currency symbol is longer than 11 characters. */
  | 'NETWORK_SYMBOL_INVALID'
  /** The explorer URL is not an http(s) URL. */
  | 'NETWORK_EXPLORER_URL_INVALID'
  /** The RPC answered another chain id than the one given; the message names both. */
  | 'NETWORK_CHAIN_ID_MISMATCH'
  /** The RPC did not answer `eth_chainId`. */
  | 'NETWORK_RPC_UNREACHABLE'
  /** A listed network already uses this RPC URL. */
  | 'NETWORK_DUPLICATE'
  /** No network has this id. */
  | 'NETWORK_UNKNOWN'

/** A network could not be added or chosen; `code` is stable, the message says why in words. */
export class NetworkError extends WalletError<NetworkErrorCode> {
  override readonly name = 'NetworkError'
}
