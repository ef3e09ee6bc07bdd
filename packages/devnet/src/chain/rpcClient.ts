// The devnet's JSON-RPC client: one for the chain layer, the indexer and the API.
/** One JSON-RPC request of a batch. */
export interface RpcRequest {
  method: string
  params?: unknown[]
}

/** A node's JSON-RPC error; `message` is the node's text unchanged (clients show it). */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/**
 * The devnet's one JSON-RPC client over HTTP with batching (deployment, seed, controls, indexer and API use it).
 * No caching and no batching delay: the seed sends thousands of calls. Values stay in the node's wire format.
 */
export interface RpcClient {
  readonly url: string
  call<T = unknown>(method: string, params?: unknown[]): Promise<T>
  /** Sends the requests as one JSON-RPC batch; rejects with the first error. Results keep request order. */
  batch<T = unknown>(requests: readonly RpcRequest[]): Promise<T[]>
}

interface RpcResponse {
  id: number
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

const TIMEOUT_MS = 30_000

/** Creates a JSON-RPC client for `url` (e.g. anvil's http://127.0.0.1:8545). */
export function createRpcClient(url: string): RpcClient {
  let nextId = 1
  async function post(body: unknown): Promise<unknown> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!response.ok) throw new RpcError(`JSON-RPC HTTP ${response.status}`, -32000)
    return response.json()
  }
  function unwrap(response: RpcResponse): unknown {
    if (response.error) throw new RpcError(response.error.message, response.error.code, response.error.data)
    return response.result ?? null
  }
  return {
    url,
    async call<T>(method: string, params: unknown[] = []) {
      const response = (await post({ jsonrpc: '2.0', id: nextId++, method, params })) as RpcResponse
      return unwrap(response) as T
    },
    async batch<T>(requests: readonly RpcRequest[]) {
      if (requests.length === 0) return []
      const first = nextId
      nextId += requests.length
      const body = requests.map((r, i) => ({
        jsonrpc: '2.0',
        id: first + i,
        method: r.method,
        params: r.params ?? [],
      }))
      const responses = (await post(body)) as RpcResponse[]
      const byId = new Map(responses.map((r) => [r.id, r]))
      return requests.map((_, i) => {
        const response = byId.get(first + i)
        if (!response) throw new RpcError('JSON-RPC batch response is missing an entry', -32000)
        return unwrap(response) as T
      })
    },
  }
}
