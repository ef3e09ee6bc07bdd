import { CliError } from '../errors/CliError.js'
import type { ResolvedNetwork } from './network.js'

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
export async function fetchDevnetInfo(network: ResolvedNetwork): Promise<DevnetInfo> {
  const base = network.apiUrls[0]
  if (!base) throw new CliError('NO_API', 'No API endpoint configured', 2)
  const url = new URL('/devnet/info', base)
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
  } catch (cause) {
    throw new CliError('API_NETWORK_ERROR', `The devnet at ${url.origin} could not be reached`, 3, { cause })
  }
  if (!response.ok)
    throw new CliError('API_UNAVAILABLE', `The devnet answered HTTP ${response.status} at ${url}`, 3)
  return (await response.json()) as DevnetInfo
}
