import pRetry from 'p-retry'
import { API_ATTEMPT_TIMEOUT, API_HEDGE_DELAY, API_RETRY_FACTOR } from '../constants/api.js'
import type { NetworkPreset } from '../constants/networks.js'
import { API_RETRY_MAX_TIMEOUT, API_RETRY_MIN_TIMEOUT } from '../constants/timing.js'
import { type ApiStatus, systemTimers, type Timers } from './createApiStatus.js'
import { createEndpointRotation, type FirstEndpoint } from './createEndpointRotation.js'
import { ApiConfigError, ApiNetworkError } from './errors.js'
import { requestEndpoint } from './requestEndpoint.js'
import { runHedgedRound } from './runHedgedRound.js'

export interface ApiRequestParameters {
  /** A GraphQL document (one operation). */
  document: string
  variables?: Record<string, unknown> | undefined
  /** Ends retrying (and the running attempts) when aborted; without it the client retries forever. */
  signal?: AbortSignal | undefined
}

/** A Fantom API client: one call = one GraphQL operation, with endpoint failover. Network-only, no cache. */
export interface ApiClient {
  /** Resolves with the response's `data`; see requestEndpoint for the error classes. */
  request(parameters: ApiRequestParameters): Promise<unknown>
  readonly endpointCount: number
  /** Index of the endpoint that answered last (never its address: endpoint addresses are not shown). */
  currentEndpoint(): number
}

export interface CreateApiClientParameters {
  /** GraphQL endpoints; or give `network` to use its `apiUrls`. */
  endpoints?: readonly string[]
  network?: Pick<NetworkPreset, 'apiUrls'>
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

/**
 * Creates the API client.
 *
 * @example
 * const client = createApiClient({ network: mainnet, status: createApiStatus() })
 * const account = await getAccount(client, { address })
 */
export function createApiClient(parameters: CreateApiClientParameters): ApiClient {
  const endpoints = checkEndpoints(parameters.endpoints ?? parameters.network?.apiUrls ?? [])
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
  const rotation = createEndpointRotation(endpoints.length, parameters.firstEndpoint, parameters.random)

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
  }

  return {
    endpointCount: endpoints.length,
    currentEndpoint: () => rotation.current(),
    async request(request) {
      const { signal } = request
      const round = () =>
        runHedgedRound({
          order: rotation.round(),
          attempt: (index, attemptSignal) => attempt(index, attemptSignal, request),
          hedgeDelay: MUTATION.test(request.document) ? false : hedgeDelay,
          attemptTimeout,
          timers,
          signal,
          onNetworkError: () => status?.reportNetworkError(),
        }).then((result) => result.value)
      return pRetry(round, {
        retries,
        factor: API_RETRY_FACTOR,
        minTimeout: minRetryDelay,
        maxTimeout: maxRetryDelay,
        randomize: true,
        signal,
        shouldRetry: ({ error }) => error instanceof ApiNetworkError && !signal?.aborted,
      })
    },
  }
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
