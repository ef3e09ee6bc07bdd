import { type ApiClient, createApiClient } from '@ftm-wallet/sdk'
import type { ResolvedNetwork } from './network.js'
import { nodeHttpFetch } from './nodeHttpFetch.js'

/**
 * A CLI run must end: unlike the web wallet (which retries forever), the client gives up after a few
 * failover rounds, and the command exits with code 3. Requests go over node:http (see nodeHttpFetch).
 */
const CLI_API_RETRIES = 2
const CLI_ATTEMPT_TIMEOUT = 10_000

export function createCliApiClient(network: ResolvedNetwork): ApiClient {
  return createApiClient({
    endpoints: network.apiUrls,
    retries: CLI_API_RETRIES,
    attemptTimeout: CLI_ATTEMPT_TIMEOUT,
    fetch: nodeHttpFetch,
  })
}
