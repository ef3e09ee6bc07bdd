// The one place the API and indexer take the chain layer's deployment type from.
export type { DevnetDeployment } from '../chain/types.js'
