/** A minimal JSON-RPC client over fetch: the seed sends hundreds of calls, so no batching delay or caching. */
export interface RpcClient {
  call<T = unknown>(method: string, params?: readonly unknown[]): Promise<T>
  /** Sends several calls in one HTTP request; answers come back in call order. */
  batch<T = unknown>(calls: ReadonlyArray<{ method: string; params: readonly unknown[] }>): Promise<T[]>
}

/** The node answered a call with a JSON-RPC error. */
export class RpcCallError extends Error {
  override readonly name = 'RpcCallError'
  readonly code = 'DEFI_RPC_ERROR'
  constructor(
    readonly method: string,
    message: string,
  ) {
    super(`${method}: ${message}`)
  }
}

interface RpcAnswer {
  id: number
  result?: unknown
  error?: { message?: string }
}

/** Creates a client for `url` (anvil's HTTP endpoint). */
export function createRpcClient(url: string): RpcClient {
  let nextId = 1
  const post = async (body: unknown): Promise<unknown> => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    if (!response.ok) throw new RpcCallError('http', `status ${response.status}`)
    return response.json()
  }
  const unwrap = (method: string, answer: RpcAnswer): unknown => {
    if (answer.error) throw new RpcCallError(method, answer.error.message ?? 'unknown error')
    return answer.result
  }
  return {
    async call<T>(method: string, params: readonly unknown[] = []): Promise<T> {
      const answer = (await post({ jsonrpc: '2.0', id: nextId++, method, params })) as RpcAnswer
      return unwrap(method, answer) as T
    },
    async batch<T>(calls: ReadonlyArray<{ method: string; params: readonly unknown[] }>): Promise<T[]> {
      if (calls.length === 0) return []
      const first = nextId
      nextId += calls.length
      const body = calls.map((c, i) => ({
        jsonrpc: '2.0',
        id: first + i,
        method: c.method,
        params: c.params,
      }))
      const answers = (await post(body)) as RpcAnswer[]
      const byId = new Map(answers.map((a) => [a.id, a]))
      return calls.map((c, i) => {
        const answer = byId.get(first + i)
        if (!answer) throw new RpcCallError(c.method, 'missing answer in batch')
        return unwrap(c.method, answer) as T
      })
    },
  }
}
