import { createObservableState } from './createObservableState.js'

/**
 * Which path answers queries: `api` (the Fantom GraphQL API) or `limited` (every GraphQL endpoint failed, or the
 * network is configured RPC-only, and a JSON-RPC node answers what it can: balances, nonce, gas, sending, receipts,
 * staking, token balances; history, pairs and charts need the API).
 */
export type ApiMode = 'api' | 'limited'

/** The text the web wallet shows in limited mode (the CLI prints it as a warning on stderr). */
export const LIMITED_MODE_MESSAGE =
  'Limited mode: the Fantom API is unreachable — history, pairs and charts need it; sending and staking still work'

/** Observable limited-mode flag; the API client sets it, UIs subscribe to it. */
export interface ApiModeStatus {
  getState(): ApiMode
  subscribe(listener: (mode: ApiMode) => void): () => void
  set(mode: ApiMode): void
}

/**
 * @example
 * const mode = createApiModeStatus()
 * const client = createApiClient({ network, rpc: createRpcClient({ urls: network.rpcUrls, chainId }), mode })
 * mode.subscribe((m) => showBanner(m === 'limited'))
 */
export function createApiModeStatus(initial: ApiMode = 'api'): ApiModeStatus {
  return createObservableState<ApiMode>(initial)
}
