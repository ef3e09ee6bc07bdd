import { CliError } from '../errors/CliError.js'
import type { ResolvedNetwork } from './network.js'
import { type HttpResponse, nodeHttpFetch } from './nodeHttpFetch.js'

/** What a devnet tells about itself at GET /devnet/info (the parts the CLI uses). */
export interface DevnetInfo {
  rpcUrl: string
  bridgeUrl: string
  contracts: Record<string, string>
}

/**
 * The devnet's own description, read from the server behind its API URL. The devnet picks its ports and
 * deploys its own contracts, so its RPC URL and name registry are asked for rather than configured.
 */
export function fetchDevnetInfo(network: ResolvedNetwork): Promise<DevnetInfo> {
  const base = network.apiUrls[0]
  if (!base) return Promise.reject(new CliError('NO_API', 'No API endpoint configured', 2))
  const url = new URL('/devnet/info', base).href
  // Asked once per run (the RPC URL, the contracts): a devnet does not change its ports while a command runs.
  let info = asked.get(url)
  if (!info) {
    info = readDevnetInfo(new URL(url))
    asked.set(url, info)
    info.catch(() => asked.delete(url))
  }
  return info
}

const asked = new Map<string, Promise<DevnetInfo>>()

/** GET /devnet/info over node:http (Node's own fetch costs its loading, docs/behaviour/signing.md#unlocking-in-the-cli). */
async function readDevnetInfo(url: URL): Promise<DevnetInfo> {
  let response: HttpResponse
  try {
    response = (await nodeHttpFetch(url, { signal: AbortSignal.timeout(10_000) })) as unknown as HttpResponse
  } catch (cause) {
    throw new CliError('API_NETWORK_ERROR', `The devnet at ${url.origin} could not be reached`, 3, { cause })
  }
  if (!response.ok)
    throw new CliError('API_UNAVAILABLE', `The devnet answered HTTP ${response.status} at ${url}`, 3)
  return (await response.json()) as DevnetInfo
}
