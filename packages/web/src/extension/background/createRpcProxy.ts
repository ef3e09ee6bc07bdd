import type { WireError } from '../protocol.js'

/**
 * Sends one JSON-RPC call to the network's endpoint and returns its result. A JSON-RPC error is rethrown as
 * `{code, message}` so the site gets the node's answer; a transport failure becomes 4901 (the wallet cannot reach the chain; docs/behaviour/extension.md#errors).
 */
export function createRpcProxy(getRpcUrl: () => Promise<string>, fetchFn: typeof fetch = fetch) {
  let nextId = 1
  return async (method: string, params: unknown[]): Promise<unknown> => {
    let body: { result?: unknown; error?: WireError }
    try {
      const response = await fetchFn(await getRpcUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      })
      body = (await response.json()) as typeof body
    } catch {
      throw { code: 4901, message: 'The wallet could not reach the network.' } satisfies WireError
    }
    if (body.error) throw { code: Number(body.error.code), message: String(body.error.message) }
    return body.result ?? null
  }
}

/** The chain id an RPC endpoint answers to `eth_chainId` (a number); throws when it does not answer one. */
export async function fetchChainId(rpcUrl: string, fetchFn: typeof fetch = fetch): Promise<number> {
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json()) as { result?: unknown }
  if (typeof body.result !== 'string' || !/^0x[0-9a-fA-F]{1,15}$/.test(body.result)) {
    throw new Error('eth_chainId answered no chain id')
  }
  return Number(BigInt(body.result))
}
