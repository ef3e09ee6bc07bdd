import { RpcError } from './RpcError.js'

/** A read-only contract call at the latest block: returns the 0x-hex return data. */
export type EthCall = (
  call: { readonly to: string; readonly data: string },
  options?: { signal?: AbortSignal },
) => Promise<string>

/** Anything with an EIP-1193 `request` (an injected wallet, WalletConnect, a viem or ethers provider). */
export interface Eip1193Like {
  request(arguments_: { method: string; params?: unknown[] }): Promise<unknown>
}

const isHex = (value: unknown): value is string =>
  typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value)

export interface CreateJsonRpcEthCallParameters {
  /** JSON-RPC endpoint (the network preset's `rpcUrl`). */
  rpcUrl: string
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch
  /** Per-call time limit in ms (default 10 s). */
  timeoutMs?: number
}

/** An {@link EthCall} that posts `eth_call` to a JSON-RPC endpoint over HTTP. */
export function createJsonRpcEthCall({
  rpcUrl,
  fetch: fetchFn = globalThis.fetch,
  timeoutMs = 10_000,
}: CreateJsonRpcEthCallParameters): EthCall {
  let id = 0
  return async ({ to, data }, { signal } = {}) => {
    const timeout = AbortSignal.timeout(timeoutMs)
    let response: Response
    try {
      response = await fetchFn(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: ++id,
          method: 'eth_call',
          params: [{ to, data }, 'latest'],
        }),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (cause) {
      if (signal?.aborted) throw signal.reason
      throw new RpcError('RPC_UNREACHABLE', 'The JSON-RPC endpoint did not answer', { cause })
    }
    if (!response.ok)
      throw new RpcError('RPC_HTTP_ERROR', `JSON-RPC answered HTTP ${response.status}`, {
        details: { status: response.status },
      })
    const body = (await response.json().catch(() => undefined)) as
      | { result?: unknown; error?: { message?: unknown } }
      | undefined
    if (body?.error) {
      throw new RpcError('RPC_ERROR', String(body.error.message ?? 'JSON-RPC error'), {
        details: { error: body.error },
      })
    }
    if (!isHex(body?.result)) throw new RpcError('RPC_BAD_RESPONSE', 'JSON-RPC answered without a hex result')
    return body.result
  }
}

/** An {@link EthCall} over an EIP-1193 provider. */
export function createProviderEthCall(provider: Eip1193Like): EthCall {
  return async ({ to, data }) => {
    const result = await provider.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })
    if (!isHex(result)) throw new RpcError('RPC_BAD_RESPONSE', 'eth_call answered without a hex result')
    return result
  }
}
