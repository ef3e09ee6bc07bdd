// The devnet's GraphQL API is built from modules; this file holds what a module is and what its resolvers get.
import type { JsonRpcProvider } from 'ethers'
import type { RpcClient } from '../chain/rpcClient.js'
import type { DevnetDeployment } from '../indexer/deployment.js'
import type { Indexer } from '../indexer/Indexer.js'
import type { IndexerPlugin } from '../indexer/plugin.js'
import type { ApiFaults, DevnetSettings } from './settings.js'

/**
 * One slice of the devnet's GraphQL API. The server's schema is the core module plus every module listed in
 * `src/api/modules/index.ts`, merged: a module may declare new types and `extend type Query`, `Mutation`,
 * `Account`, `CurrentState`… of other modules.
 *
 * Parent values the core hands to extensions: `Account` → `{ address }` (lowercase hex);
 * `CurrentState` → `{}`; `Transaction` → `TxSource` (see modules/core/txSource.ts, field `hash`).
 * Resolvers may return bigint / integer numbers / hex strings for Long and BigInt fields and get parsed
 * arguments as bigint (Long, BigInt), lowercase `0x…` strings (Address, Bytes32, Bytes), string (Cursor).
 */
export interface ApiModule {
  /** Short name for logs (e.g. "staking"). */
  name: string
  /** SDL of the module's types and extensions. */
  typeDefs: string
  /** Resolver map, as graphql-tools' makeExecutableSchema takes it: `{ Query: {...}, Account: {...} }`. */
  resolvers: object
  /** Indexer plugins whose state the module's resolvers read (`ctx.indexer.pluginState(name)`). */
  // biome-ignore lint/suspicious/noExplicitAny: each plugin has its own state type
  indexerPlugins?: readonly IndexerPlugin<any>[]
  /**
   * The module's part of `Account.totalValue` in wei (e.g. staking: delegated + pending rewards + pending
   * withdrawals). The core adds the balance and every module's part.
   */
  accountValue?(address: string, ctx: ApiContext): Promise<bigint>
}

/**
 * What every resolver of every module gets as its GraphQL context. The fields are the server's, shared by every
 * request, but the object holding them is new for each request (GraphQL Yoga copies it): a cache that should outlive
 * a request keys on a field (the indexer, the provider), not on the context (README "Extending the API").
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
