import type { RpcClient } from '../chain/rpcClient.js'
import type { DevnetDeployment } from './deployment.js'
import type { RpcBlock, RpcReceipt } from './types.js'

/** What a plugin gets with every block. `state` is the plugin's own state in this indexer (mutate it in place). */
export interface IndexerPluginContext<S> {
  state: S
  rpc: RpcClient
  deployment: DevnetDeployment
  chainId: number
}

/**
 * An indexer extension that derives its own data from every block (pair actions, series, withdraw requests,
 * delegations…). Plugins are plain objects without state of their own: the indexer keeps one state per devnet
 * (so several devnets can live in one process), persists it in the data dir next to its own records and rebuilds
 * it from block 0 when the chain was reset or the plugin's `version` changed.
 *
 * Resolvers read it with `await ctx.indexer.sync()` (catch up to the chain head) then
 * `ctx.indexer.pluginState<S>(name)`.
 */
export interface IndexerPlugin<S = unknown> {
  /** Unique name; the key of the plugin's state in the index file. */
  readonly name: string
  /** Bump when the state's shape or meaning changes: a saved state of another version is rebuilt. */
  readonly version?: number
  /** Fresh state for a chain with no blocks indexed yet. */
  init(): S
  /**
   * Applies one block. Called exactly once per block, in block order, after the indexer stored the block's
   * transactions. `receipts` are in transaction order.
   */
  onBlock(block: RpcBlock, receipts: RpcReceipt[], ctx: IndexerPluginContext<S>): void | Promise<void>
  /** JSON value → state (default: the value itself). Use it to rebuild Maps, bigints… */
  load?(saved: unknown): S
  /** State → JSON-serialisable value (default: the state itself). */
  save?(state: S): unknown
}
