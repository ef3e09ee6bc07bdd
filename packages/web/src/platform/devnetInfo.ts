import { type NetworkPreset, networks } from '@ftm-wallet/sdk'

/** What the app reads from a devnet's `GET /devnet/info` (docs/chain-and-api.md#devnet). */
export interface DevnetInfo {
  /** Deployment name → address of the devnet's own contracts (`nameRegistry`, `sfc`, …). */
  contracts: Readonly<Record<string, string>>
  /** The devnet's minimal explorer (`<server>/explorer/`), when it serves one. */
  explorerUrl: string | undefined
}

export interface FetchDevnetInfoParameters {
  network: Pick<NetworkPreset, 'chainId' | 'apiUrls'>
  fetch?: typeof globalThis.fetch
  signal?: AbortSignal
}

/** Whether the network is a devnet: its contracts and ports are its own, told at `GET /devnet/info`. */
export function isDevnetNetwork(network: Pick<NetworkPreset, 'chainId' | 'apiUrls'>): boolean {
  return network.chainId === networks.devnet.chainId && network.apiUrls[0] !== undefined
}

/**
 * The devnet in use, asked beside its API (its ports are random and its contracts deployed anew): null on any
 * other network, or when the server does not answer as a devnet.
 */
export async function fetchDevnetInfo({
  network,
  fetch = globalThis.fetch,
  signal,
}: FetchDevnetInfoParameters): Promise<DevnetInfo | null> {
  const apiUrl = network.apiUrls[0]
  if (!isDevnetNetwork(network) || !apiUrl) return null
  const response = await fetch(new URL('/devnet/info', apiUrl), signal ? { signal } : {})
  if (!response.ok) return null
  const info = (await response.json()) as { contracts?: unknown; explorerUrl?: unknown }
  const contracts: Record<string, string> = {}
  if (info.contracts && typeof info.contracts === 'object') {
    for (const [name, address] of Object.entries(info.contracts)) {
      if (typeof address === 'string') contracts[name] = address
    }
  }
  const explorerUrl =
    typeof info.explorerUrl === 'string' && info.explorerUrl !== '' ? info.explorerUrl : undefined
  return { contracts, explorerUrl }
}

/** The TanStack query of the devnet's info (fetched once per API URL). */
export function devnetInfoQuery(network: Pick<NetworkPreset, 'chainId' | 'apiUrls'>) {
  return {
    queryKey: ['devnet-info', network.chainId, network.apiUrls[0] ?? ''] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchDevnetInfo({ network, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  }
}
