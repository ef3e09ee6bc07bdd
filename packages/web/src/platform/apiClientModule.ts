// Loaded on demand by createLazyApiClient: the API client and its GraphQL transport.
export { createApiClient } from '@ftm-wallet/sdk'
