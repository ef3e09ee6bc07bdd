import type { IndexerPlugin } from '../indexer/plugin.js'
import type { ApiContext } from './context.js'

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
