import { systemTimers, type Timers } from '../api/createApiStatus.js'
import { createEndpointRotation, type FirstEndpoint } from '../api/createEndpointRotation.js'
import { retryRounds } from '../api/retryRounds.js'
import { runHedgedRound } from '../api/runHedgedRound.js'
import { API_ATTEMPT_TIMEOUT, API_HEDGE_DELAY, API_RETRY_FACTOR } from '../constants/api.js'
import { API_RETRY_MAX_TIMEOUT, API_RETRY_MIN_TIMEOUT } from '../constants/timing.js'
import { RpcError } from './RpcError.js'

/** One JSON-RPC call. */
export interface RpcCall {
  readonly method: string
  readonly params: readonly unknown[]
}

export interface RpcRequestOptions {
  /** Ends retrying (and the running attempts) when aborted. */
  signal?: AbortSignal | undefined
  /** Never send to a second endpoint while the first may still be working on it (eth_sendRawTransaction). */
  noHedge?: boolean
}

/** A JSON-RPC client over HTTP with the API client's failover: endpoints that fail are skipped in the round. */
export interface RpcClient {
  readonly endpointCount: number
  readonly chainId: number
  /** One call; resolves with `result`. A node's error object rejects with RpcError `RPC_ERROR` (never retried). */
  request(call: RpcCall, options?: RpcRequestOptions): Promise<unknown>
  /**
   * Several calls in one JSON-RPC batch, answered by one endpoint; resolves with one entry per call, in order:
   * the result, or an RpcError `RPC_ERROR` for a call the node refused (e.g. a reverted eth_call).
   */
  batch(calls: readonly RpcCall[], options?: RpcRequestOptions): Promise<unknown[]>
  /** Index of the endpoint that answered last. */
  currentEndpoint(): number
}

export interface CreateRpcClientParameters {
  /** JSON-RPC endpoints of one network. */
  urls: readonly string[]
  /** The network's chain id: an endpoint reporting another one is never used (RPC_CHAIN_MISMATCH). */
  chainId: number
  firstEndpoint?: FirstEndpoint
  attemptTimeout?: number
  hedgeDelay?: number | false
  /** Rounds retried after the first one failed completely (default unlimited). */
  retries?: number
  minRetryDelay?: number
  maxRetryDelay?: number
  fetch?: typeof globalThis.fetch
  random?: () => number
  timers?: Timers
  /** Called when an endpoint fails (for logs and status; the endpoint's address is not passed). */
  onEndpointFailure?: (error: RpcError, index: number) => void
}

const isEndpointFailure = (error: unknown): error is RpcError =>
  error instanceof RpcError && error.isEndpointFailure

/**
 * Creates a JSON-RPC client. Each endpoint's `eth_chainId` is checked in the batch of its first request; a
 * refused connection, a timeout, HTTP 5xx, a body that is not JSON-RPC (HTML, empty, truncated) or another chain
 * id counts as a failed endpoint and the next one is tried in the same round, like the API client does.
 *
 * @example
 * const rpc = createRpcClient({ urls: mainnet.rpcUrls, chainId: mainnet.chainId })
 * const balance = BigInt(await rpc.request({ method: 'eth_getBalance', params: [address, 'latest'] }) as string)
 */
export function createRpcClient(parameters: CreateRpcClientParameters): RpcClient {
  const urls = checkRpcUrls(parameters.urls)
  const {
    chainId,
    attemptTimeout = API_ATTEMPT_TIMEOUT,
    hedgeDelay = API_HEDGE_DELAY,
    retries = Number.POSITIVE_INFINITY,
    minRetryDelay = API_RETRY_MIN_TIMEOUT,
    maxRetryDelay = API_RETRY_MAX_TIMEOUT,
    timers = systemTimers,
  } = parameters
  const fetch = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const rotation = createEndpointRotation(urls.length, parameters.firstEndpoint, parameters.random)
  const verified = new Set<number>()
  let nextId = 1

  const attempt = async (index: number, calls: readonly RpcCall[], signal: AbortSignal) => {
    const check = !verified.has(index)
    const all = check ? [{ method: 'eth_chainId', params: [] }, ...calls] : calls
    const answers = await postBatch(urls[index] as string, all, signal)
    if (check) {
      const reported = answers[0]
      const actual =
        typeof reported === 'string' && /^0x[0-9a-fA-F]+$/.test(reported) ? Number(reported) : NaN
      if (actual !== chainId) throw chainMismatch(actual, chainId)
      verified.add(index)
      answers.shift()
    }
    rotation.markAnswered(index)
    return answers
  }

  const postBatch = async (url: string, calls: readonly RpcCall[], signal: AbortSignal) => {
    const first = nextId
    nextId += calls.length
    const body = calls.map((call, i) => ({
      jsonrpc: '2.0',
      id: first + i,
      method: call.method,
      params: call.params,
    }))
    let status: number
    let text: string
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      })
      status = response.status
      text = await response.text()
    } catch (cause) {
      if (signal.aborted) throw signal.reason
      throw new RpcError('RPC_UNREACHABLE', 'The JSON-RPC endpoint could not be reached', { cause })
    }
    if (status >= 400) {
      throw new RpcError('RPC_HTTP_ERROR', `The JSON-RPC endpoint answered HTTP ${status}`, {
        details: { status },
      })
    }
    return readBatch(text, first, calls.length)
  }

  const run = (calls: readonly RpcCall[], options: RpcRequestOptions = {}) => {
    const { signal } = options
    const round = () =>
      runHedgedRound({
        order: rotation.round(),
        attempt: (index, attemptSignal) => attempt(index, calls, attemptSignal),
        hedgeDelay: options.noHedge ? false : hedgeDelay,
        attemptTimeout,
        timers,
        signal,
        isEndpointFailure,
        timeoutError: () =>
          new RpcError('RPC_TIMEOUT', `The JSON-RPC endpoint did not answer in ${attemptTimeout} ms`),
        onNetworkError: (error, index) => parameters.onEndpointFailure?.(error as RpcError, index),
      }).then((result) => result.value)
    return retryRounds(round, {
      retries,
      factor: API_RETRY_FACTOR,
      minTimeout: minRetryDelay,
      maxTimeout: maxRetryDelay,
      signal,
      shouldRetry: (error) => isEndpointFailure(error) && !signal?.aborted,
    })
  }

  return {
    endpointCount: urls.length,
    chainId,
    currentEndpoint: () => rotation.current(),
    async request(call, options) {
      const [answer] = await run([call], options)
      if (answer instanceof RpcError) throw answer
      return answer
    },
    batch: (calls, options) => (calls.length === 0 ? Promise.resolve([]) : run(calls, options)),
  }
}

/** Reads a JSON-RPC batch answer with ids first…first+count-1; anything else is RPC_BAD_RESPONSE (failover). */
function readBatch(text: string, first: number, count: number): unknown[] {
  const bad = (problem: string) =>
    new RpcError(
      'RPC_BAD_RESPONSE',
      `The JSON-RPC endpoint answered without a JSON-RPC response (${problem})`,
    )
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw bad(text === '' ? 'empty body' : 'not JSON')
  }
  const list = Array.isArray(parsed) ? parsed : [parsed]
  const answers: unknown[] = Array(count).fill(undefined)
  const seen = new Set<number>()
  for (const item of list) {
    if (typeof item !== 'object' || item === null) throw bad('not an object')
    const { id, result, error } = item as {
      id?: unknown
      result?: unknown
      error?: { message?: unknown; code?: unknown }
    }
    if (typeof id !== 'number' || id < first || id >= first + count) {
      // A batch refused as a whole answers one error without id.
      if (error && list.length === 1) {
        throw new RpcError('RPC_ERROR', String(error.message ?? 'JSON-RPC error'), { details: { error } })
      }
      throw bad('unknown id')
    }
    seen.add(id)
    if (error !== undefined && error !== null) {
      answers[id - first] = new RpcError('RPC_ERROR', String(error.message ?? 'JSON-RPC error'), {
        details: { error },
      })
    } else if (result === undefined) {
      throw bad('neither result nor error')
    } else {
      answers[id - first] = result
    }
  }
  if (seen.size !== count) throw bad('answers missing')
  return answers
}

function chainMismatch(actual: number, expected: number): RpcError {
  const reported = Number.isNaN(actual) ? 'no chain id' : `chain id ${actual}`
  return new RpcError(
    'RPC_CHAIN_MISMATCH',
    `The JSON-RPC endpoint reports ${reported}, but the network's chain id is ${expected}`,
    { details: { actual: Number.isNaN(actual) ? null : actual, expected } },
  )
}

function checkRpcUrls(urls: readonly string[]): string[] {
  if (urls.length === 0) throw new RpcError('RPC_CONFIG_INVALID', 'No JSON-RPC endpoint configured')
  return urls.map((url, index) => {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch (cause) {
      throw new RpcError('RPC_CONFIG_INVALID', `JSON-RPC endpoint #${index + 1} is not a valid URL`, {
        cause,
      })
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new RpcError('RPC_CONFIG_INVALID', `JSON-RPC endpoint #${index + 1} must use http or https`)
    }
    return url
  })
}

export interface CheckRpcChainIdParameters {
  url: string
  chainId: number
  fetch?: typeof globalThis.fetch
  timeoutMs?: number
}

/**
 * Asks one endpoint for its chain id (for a custom network being configured): resolves when it matches, rejects
 * with RpcError `RPC_CHAIN_MISMATCH` naming both ids when it does not, or the endpoint's failure.
 */
export async function checkRpcChainId(parameters: CheckRpcChainIdParameters): Promise<void> {
  const client = createRpcClient({
    urls: [parameters.url],
    chainId: parameters.chainId,
    retries: 0,
    attemptTimeout: parameters.timeoutMs ?? 10_000,
    ...(parameters.fetch ? { fetch: parameters.fetch } : {}),
  })
  await client.request({ method: 'eth_blockNumber', params: [] })
}
