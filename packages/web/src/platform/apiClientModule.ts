// Loaded on demand by createLazyApiClient: the API client, its transport and the JSON-RPC fallback.
export { createApiClient, createRpcClient } from '@ftm-wallet/sdk'
