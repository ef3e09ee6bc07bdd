import type { JsonRpcProvider } from 'ethers'
import type { DevnetDeployment } from '../indexer/deployment.js'
import type { Indexer } from '../indexer/Indexer.js'
import type { RpcClient } from '../indexer/rpc.js'
import type { ApiModule } from './module.js'
import type { ApiFaults, DevnetSettings } from './settings.js'

/**
 * What every resolver of every module gets as its GraphQL context (one object per server, shared by requests).
 * Stable interface: modules build on it.
 */
export interface ApiContext {
  /** ethers provider on the devnet chain, built with `cacheTimeout: -1` (no stale reads) and a static network. */
  provider: JsonRpcProvider
  /** Raw JSON-RPC client: node values and error texts unchanged, batching. */
  rpc: RpcClient
  /** The chain's JSON-RPC URL. */
  rpcUrl: string
  /** 4003 on the devnet. */
  chainId: number
  /** Addresses of everything deployed and seeded on the chain. */
  deployment: DevnetDeployment
  /** Transactions per address and the plugins' states; `await indexer.sync()` before reading fresh data. */
  indexer: Indexer
  /** FTM prices and the bridge switches; mutable, changed by the devnet controls. */
  settings: DevnetSettings
  /** Every API module of this server (the core first). */
  modules: readonly ApiModule[]
  /** Faults switched on by a test (`POST /devnet/unconfirmed`); absent = none. */
  faults?: ApiFaults
}
