import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** Stable codes of {@link RpcError}. */
export type RpcErrorCode =
  | 'RPC_UNREACHABLE'
  | 'RPC_HTTP_ERROR'
  | 'RPC_ERROR'
  | 'RPC_BAD_RESPONSE'
  | 'RPC_TIMEOUT'
  | 'RPC_CHAIN_MISMATCH'
  | 'RPC_CONFIG_INVALID'

/**
 * A JSON-RPC call failed: no answer (`RPC_UNREACHABLE`, `RPC_TIMEOUT`), an HTTP error, an error object from the
 * node (`RPC_ERROR`, the node's text), an answer that is not JSON-RPC (`RPC_BAD_RESPONSE`), an endpoint of another
 * chain (`RPC_CHAIN_MISMATCH`, both ids in the message) or an unusable endpoint list (`RPC_CONFIG_INVALID`).
 */
export class RpcError extends WalletError<RpcErrorCode> {
  override readonly name = 'RpcError'

  constructor(code: RpcErrorCode, message: string, options: WalletErrorOptions = {}) {
    super(code, message, options)
  }

  /** True when the endpoint failed (the next one is tried); false for an answer of the node or a bad config. */
  get isEndpointFailure(): boolean {
    return this.code !== 'RPC_ERROR' && this.code !== 'RPC_CONFIG_INVALID'
  }
}
