import { API_ATTEMPT_TIMEOUT, API_HEDGE_DELAY, API_RETRY_FACTOR } from '../constants/api.js'
import type { NetworkContracts, NetworkPreset } from '../constants/networks.js'
import { API_RETRY_MAX_TIMEOUT, API_RETRY_MIN_TIMEOUT } from '../constants/timing.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import { RpcError } from '../rpc/RpcError.js'
import { type ApiModeStatus, createApiModeStatus } from './createApiModeStatus.js'
import { type ApiStatus, systemTimers, type Timers } from './createApiStatus.js'
import { createEndpointRotation, type FirstEndpoint } from './createEndpointRotation.js'
import { ApiConfigError, ApiGraphqlError, ApiNetworkError } from './errors.js'
import { requestEndpoint } from './requestEndpoint.js'
import { retryRounds } from './retryRounds.js'
import { runHedgedRound } from './runHedgedRound.js'

export interface ApiRequestParameters {
  /** A GraphQL document (one operation). */
  document: string
  variables?: Record<string, unknown> | undefined
  /** Ends retrying (and the running attempts) when aborted; without it the client retries forever. */
  signal?: AbortSignal | undefined
  /**
   * How a JSON-RPC node answers the same operation, as the same `data` shape (so the query function parses it
   * with the same schema). Without it the operation needs the API (history, pairs, charts).
   */
  rpc?: ((rpc: RpcClient, signal: AbortSignal | undefined) => Promise<unknown>) | undefined
}

/** A Fantom API client: one call = one GraphQL operation, with endpoint failover. Network-only, no cache. */
export interface ApiClient {
  /** Resolves with the response's `data`; see requestEndpoint for the error classes. */
  request(parameters: ApiRequestParameters): Promise<unknown>
  readonly endpointCount: number
  /** Index of the endpoint that answered last (never its address: endpoint addresses are not shown). */
  currentEndpoint(): number
  /**
   * The network's contracts the JSON-RPC fallback reads (fMint, governance) without having reached the API; the
   * query functions' node answers use them.
   */
  readonly contracts?: NetworkContracts | undefined
}

export interface CreateApiClientParameters {
  /** GraphQL endpoints; or give `network` to use its `apiUrls`. Empty (with `rpc`) = RPC-only. */
  endpoints?: readonly string[]
  network?: Pick<NetworkPreset, 'apiUrls' | 'contracts'>
  /** The network's contracts for the JSON-RPC fallback (default: `network.contracts`). */
  contracts?: NetworkContracts | undefined
  /**
   * The JSON-RPC fallback: when every GraphQL endpoint failed a round, the operations a node can answer are
   * served by it (limited mode) until a GraphQL endpoint answers again.
   */
  rpc?: RpcClient
  /** Receives the limited-mode flag (web banner, CLI warning). */
  mode?: ApiModeStatus
  /** In limited mode, the API is asked again (a tiny query) at most this often, in ms (default 5000). */
  probeInterval?: number
  /** Start at a fixed endpoint index or a random one (default). */
  firstEndpoint?: FirstEndpoint
  /** Per-attempt timeout in ms (default API_ATTEMPT_TIMEOUT). */
  attemptTimeout?: number
  /** Delay before a slow query is also sent to the next endpoint; false disables (default API_HEDGE_DELAY). */
  hedgeDelay?: number | false
  /** Rounds retried after the first one failed completely (default unlimited). */
  retries?: number
  /**
   * Backoff between rounds, doubled each time with jitter ×1–2 (defaults 350 ms and 6 s,
   * docs/decisions.md#api-client).
   */
  minRetryDelay?: number
  maxRetryDelay?: number
  /** Receives network errors and answers (API status popover). */
  status?: ApiStatus
  fetch?: typeof globalThis.fetch
  random?: () => number
  timers?: Timers
}

const MUTATION = /^\s*mutation\b/
const PROBE_DOCUMENT = 'query Probe { __typename }'
const DEFAULT_PROBE_INTERVAL = 5000

/**
 * Creates the API client.
 *
 * @example
 * const client = createApiClient({ network: mainnet, status: createApiStatus() })
 * const account = await getAccount(client, { address })
 */
export function createApiClient(parameters: CreateApiClientParameters): ApiClient {
  const { rpc } = parameters
  const rpcOnly =
    rpc !== undefined && (parameters.endpoints ?? parameters.network?.apiUrls ?? []).length === 0
  const endpoints = rpcOnly ? [] : checkEndpoints(parameters.endpoints ?? parameters.network?.apiUrls ?? [])
  const mode = parameters.mode ?? createApiModeStatus()
  const probeInterval = parameters.probeInterval ?? DEFAULT_PROBE_INTERVAL
  if (rpcOnly) mode.set('limited')
  const {
    attemptTimeout = API_ATTEMPT_TIMEOUT,
    hedgeDelay = API_HEDGE_DELAY,
    retries = Number.POSITIVE_INFINITY,
    minRetryDelay = API_RETRY_MIN_TIMEOUT,
    maxRetryDelay = API_RETRY_MAX_TIMEOUT,
    status,
    timers = systemTimers,
  } = parameters
  const fetch = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const rotation = createEndpointRotation(
    Math.max(endpoints.length, 1),
    parameters.firstEndpoint,
    parameters.random,
  )

  const attempt = async (index: number, signal: AbortSignal, request: ApiRequestParameters) => {
    const url = endpoints[index] as string
    try {
      const data = await requestEndpoint({
        url,
        document: request.document,
        variables: request.variables,
        signal,
        fetch,
      })
      answered(index)
      return data
    } catch (error) {
      if (!signal.aborted && !(error instanceof ApiNetworkError)) answered(index)
      throw error
    }
  }
  const answered = (index: number) => {
    rotation.markAnswered(index)
    status?.reportSuccess()
    if (!rpcOnly) mode.set('api')
  }

  const round = (request: ApiRequestParameters) =>
    runHedgedRound({
      order: rotation.round(),
      attempt: (index, attemptSignal) => attempt(index, attemptSignal, request),
      hedgeDelay: MUTATION.test(request.document) ? false : hedgeDelay,
      attemptTimeout,
      timers,
      signal: request.signal,
      onNetworkError: () => status?.reportNetworkError(),
    }).then((result) => result.value)

  // In limited mode the API is asked again now and then, in the background; its answer ends limited mode.
  let lastProbe = 0
  const probe = () => {
    if (rpcOnly || Date.now() - lastProbe < probeInterval) return
    lastProbe = Date.now()
    round({ document: PROBE_DOCUMENT }).catch(() => undefined)
  }

  const viaRpc = async (request: ApiRequestParameters, node: RpcClient) => {
    const serve = request.rpc as NonNullable<ApiRequestParameters['rpc']>
    try {
      return await serve(node, request.signal)
    } catch (error) {
      // A node's refusal reads like the API's GraphQL error (the same handling: "nonce too low", a revert, …).
      if (error instanceof RpcError && error.code === 'RPC_ERROR') {
        throw new ApiGraphqlError([{ message: error.message }], null, { cause: error })
      }
      // Every node reported another chain: the configuration is wrong, say so with both ids.
      if (error instanceof RpcError && error.code === 'RPC_CHAIN_MISMATCH') throw error
      if (error instanceof RpcError && error.isEndpointFailure) {
        throw new ApiNetworkError(
          'API_NETWORK_ERROR',
          'Neither the Fantom API nor a JSON-RPC node answered',
          {
            cause: error,
          },
        )
      }
      throw error
    }
  }

  return {
    endpointCount: endpoints.length,
    currentEndpoint: () => rotation.current(),
    contracts: parameters.contracts ?? parameters.network?.contracts,
    async request(request) {
      const { signal } = request
      const node = request.rpc ? rpc : undefined
      if (rpcOnly) {
        if (!node) throw needsApi()
        return viaRpc(request, node)
      }
      if (node && mode.getState() === 'limited') {
        probe()
        return viaRpc(request, node)
      }
      if (node) {
        // One round over the GraphQL endpoints; when all of them fail, a node answers (limited mode).
        try {
          return await round(request)
        } catch (error) {
          if (!(error instanceof ApiNetworkError) || signal?.aborted) throw error
          mode.set('limited')
          lastProbe = Date.now()
          return viaRpc(request, node)
        }
      }
      return retryRounds(() => round(request), {
        retries,
        factor: API_RETRY_FACTOR,
        minTimeout: minRetryDelay,
        maxTimeout: maxRetryDelay,
        signal,
        shouldRetry: (error) => error instanceof ApiNetworkError && !signal?.aborted,
      })
    },
  }
}

/** An operation only the API answers, on a network configured RPC-only. */
function needsApi(): ApiNetworkError {
  return new ApiNetworkError(
    'API_NOT_CONFIGURED',
    'This needs the Fantom API (history, pairs and charts); the network is configured for JSON-RPC only',
  )
}

function checkEndpoints(urls: readonly string[]): string[] {
  if (urls.length === 0) throw new ApiConfigError('No API endpoint configured')
  return urls.map((url, index) => {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch (cause) {
      throw new ApiConfigError(`API endpoint #${index + 1} is not a valid URL`, { cause })
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
      throw new ApiConfigError(`API endpoint #${index + 1} must use http or https`)
    }
    // A secret in a URL ends up in logs and histories: refuse credentials and query strings outright.
    if (parsed.username !== '' || parsed.password !== '' || parsed.search !== '') {
      throw new ApiConfigError(`API endpoint #${index + 1} must not contain credentials or a query string`)
    }
    return url
  })
}
