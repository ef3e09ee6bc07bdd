/** Posts one JSON-RPC request; returns the result or throws (HTTP, transport or JSON-RPC error). */
export async function callRpc<T = unknown>(
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status}`)
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** Polls `eth_chainId` until the node answers, at most `timeoutMs`; `isAlive` stops early when the process died. */
export async function waitForRpc(rpcUrl: string, timeoutMs: number, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError: unknown
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('anvil exited before answering JSON-RPC')
    try {
      await callRpc(rpcUrl, 'eth_chainId')
      return
    } catch (error) {
      lastError = error
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  throw new Error(`anvil did not answer JSON-RPC within ${timeoutMs} ms: ${String(lastError)}`)
}
