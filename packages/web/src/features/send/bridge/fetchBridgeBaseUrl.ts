import { type NetworkPreset, networks } from '@ftm-wallet/sdk'

export interface FetchBridgeBaseUrlParameters {
  network: Pick<NetworkPreset, 'id' | 'chainId' | 'apiUrls'>
  fetch?: typeof globalThis.fetch
  signal?: AbortSignal
}

/**
 * The bridge service of a network. The devnet serves its bridge simulator beside its API and tells where at
 * `GET /devnet/info` (its ports are random). Mainnet and testnet have none: the original's bridges are disabled
 * (docs/behaviour/bridge.md#bridge-service), so bridge directions say 'Bridge is down' there.
 */
export async function fetchBridgeBaseUrl({
  network,
  fetch = globalThis.fetch,
  signal,
}: FetchBridgeBaseUrlParameters): Promise<string | undefined> {
  const apiUrl = network.apiUrls[0]
  if (network.chainId !== networks.devnet.chainId || !apiUrl) return undefined
  const response = await fetch(new URL('/devnet/info', apiUrl), signal ? { signal } : {})
  if (!response.ok) return undefined
  const info = (await response.json()) as { bridgeUrl?: unknown }
  return typeof info.bridgeUrl === 'string' && info.bridgeUrl !== '' ? info.bridgeUrl : undefined
}
