import { WalletError } from '@ftm-wallet/sdk'
import { RPC_ERRORS, type WireError } from './protocol.js'

export { RPC_ERRORS }

export type RpcErrorName = keyof typeof RPC_ERRORS

/** An error a site receives from the provider: `rpcCode` is the EIP-1193 number, `code` our stable name. */
export class ProviderRpcError extends WalletError<RpcErrorName> {
  override readonly name = 'ProviderRpcError'
  readonly rpcCode: number

  constructor(name: RpcErrorName, message: string = RPC_ERRORS[name].message) {
    super(name, message)
    this.rpcCode = RPC_ERRORS[name].code
  }
}

/** What crosses the wire for any thrown value; internal details never reach a site. */
export function toWireError(error: unknown): WireError {
  if (error instanceof ProviderRpcError) return { code: error.rpcCode, message: error.message }
  if (isWireError(error)) return { code: error.code, message: error.message }
  return { ...RPC_ERRORS.INTERNAL }
}

function isWireError(error: unknown): error is WireError {
  if (typeof error !== 'object' || error === null) return false
  const e = error as Record<string, unknown>
  return Number.isInteger(e.code) && typeof e.message === 'string' && e.message.length < 500
}
