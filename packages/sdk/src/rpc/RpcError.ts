import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** Stable codes of {@link RpcError}. */
export type RpcErrorCode = 'RPC_UNREACHABLE' | 'RPC_HTTP_ERROR' | 'RPC_ERROR' | 'RPC_BAD_RESPONSE'

/** A JSON-RPC call failed: no answer, an HTTP error, an error object, or an answer that is not JSON-RPC. */
export class RpcError extends WalletError<RpcErrorCode> {
  override readonly name = 'RpcError'

  constructor(code: RpcErrorCode, message: string, options: WalletErrorOptions = {}) {
    super(code, message, options)
  }
}
