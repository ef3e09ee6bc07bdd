import type { WireError } from '../protocol.js'

/**
 * Sends one JSON-RPC call to the network's endpoint and returns its result. A JSON-RPC error is rethrown as
 * `{code, message}` so the site gets the node's answer; a transport failure becomes 4900 (disconnected).
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
      throw { code: 4900, message: 'The wallet could not reach the network.' } satisfies WireError
    }
    if (body.error) throw { code: Number(body.error.code), message: String(body.error.message) }
    return body.result ?? null
  }
}
