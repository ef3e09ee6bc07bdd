import {
  type ApiClient,
  createApiClient,
  createApiModeStatus,
  createRpcClient,
  LIMITED_MODE_MESSAGE,
  type NetworkContracts,
} from '@ftm-wallet/sdk'
import { batchQueries } from './batchQueries.js'
import type { ResolvedNetwork } from './network.js'
import { nodeHttpFetch } from './nodeHttpFetch.js'

/**
 * A CLI run must end: unlike the web wallet (which retries forever), the client gives up after a few
 * failover rounds, and the command exits with code 3. Requests go over node:http (see nodeHttpFetch).
 */
const CLI_API_RETRIES = 2
const CLI_ATTEMPT_TIMEOUT = 10_000

/**
 * The API client of a command, with the network's JSON-RPC endpoints as the fallback: when every API endpoint
 * fails (or the network is RPC-only) a node answers what it can and `warn` gets the limited-mode text once. The
 * queries a command starts together go as one request (batchQueries), except in limited mode, where the node answers
 * each.
 */
export function createCliApiClient(
  network: ResolvedNetwork,
  warn?: (line: string) => void,
  contracts: NetworkContracts | undefined = network.preset.contracts,
): ApiClient {
  const mode = createApiModeStatus()
  let warned = false
  mode.subscribe((state) => {
    if (state !== 'limited' || warned) return
    warned = true
    warn?.(LIMITED_MODE_MESSAGE)
  })
  const rpc =
    network.rpcUrls.length > 0
      ? createRpcClient({
          urls: network.rpcUrls,
          chainId: network.preset.chainId,
          retries: CLI_API_RETRIES,
          attemptTimeout: CLI_ATTEMPT_TIMEOUT,
          fetch: nodeHttpFetch,
        })
      : undefined
  const client = createApiClient({
    endpoints: network.apiUrls,
    retries: CLI_API_RETRIES,
    attemptTimeout: CLI_ATTEMPT_TIMEOUT,
    fetch: nodeHttpFetch,
    mode,
    // The network's fMint, DeFi and governance contracts (the preset's; a devnet's from its deployment), so those
    // reads answer over JSON-RPC too.
    contracts,
    ...(rpc ? { rpc } : {}),
  })
  return batchQueries(client, { enabled: () => mode.getState() !== 'limited' })
}
