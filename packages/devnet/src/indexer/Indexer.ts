import type { RpcClient } from '../chain/rpcClient.js'
import type { DevnetDeployment } from './deployment.js'
import { fetchBlocks } from './fetchBlocks.js'
import { readJsonFile, writeJsonFile } from './jsonFile.js'
import type { IndexerPlugin } from './plugin.js'
import { TxStore } from './TxStore.js'
import type { IndexedTx, RpcBlock, RpcReceipt } from './types.js'

export interface IndexerOptions {
  rpc: RpcClient
  chainId: number
  deployment: DevnetDeployment
  /** JSON file the index is kept in (in the devnet's data dir); without it the index lives in memory only. */
  file?: string
  // biome-ignore lint/suspicious/noExplicitAny: plugins carry their own state types
  plugins?: readonly IndexerPlugin<any>[]
  /** How often to look for new blocks (ms); resolvers also call `sync()` before reading. Default 500. */
  pollIntervalMs?: number
  log?: (message: string) => void
}

interface SavedIndex {
  format: 1
  chainId: number
  lastBlock: number
  lastBlockHash: string
  lastTimestamp: number
  txs: IndexedTx[]
  plugins: Record<string, { version: number; state: unknown }>
}

const FORMAT = 1
const BLOCKS_PER_BATCH = 25
const SAVE_DELAY_MS = 1000

/**
 * Follows the chain block by block: stores every transaction (for `txList`, `transaction`, token events) and runs
 * the plugins. Persisted in one JSON file; on start it continues from the last indexed block, or reindexes from
 * block 0 when the chain no longer has that block (reset) or a plugin's version changed.
 */
export class Indexer {
  txs = new TxStore()
  private lastBlock = -1
  private lastBlockHash = ''
  private lastTimestamp = 0
  private states = new Map<string, unknown>()
  private current: Promise<void> | undefined
  private queued: Promise<void> | undefined
  private timer: NodeJS.Timeout | undefined
  private saveTimer: NodeJS.Timeout | undefined
  /** The save in flight: saves run one after another, so an older snapshot never lands after a newer one. */
  private saving: Promise<void> = Promise.resolve()
  private stopped = false
  private lastError = ''

  constructor(private readonly options: IndexerOptions) {
    this.resetState()
  }

  /** Number of the last block indexed (-1 before the first). */
  get head(): number {
    return this.lastBlock
  }

  /** Hash (lowercase) of the last block indexed ('' before the first). */
  get headHash(): string {
    return this.lastBlockHash
  }

  /** Timestamp (unix seconds) of the last block indexed. */
  get headTimestamp(): number {
    return this.lastTimestamp
  }

  /** Loads the saved index (if still valid for this chain), catches up with the chain and starts following it. */
  async start(): Promise<void> {
    await this.load()
    await this.sync()
    this.schedulePoll()
  }

  /** Stops following the chain and saves the index. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    clearTimeout(this.saveTimer)
    await this.queued?.catch(() => undefined)
    await this.current?.catch(() => undefined)
    await this.save()
  }

  /** Catches up with the chain head as it is now. Concurrent callers share the work. */
  sync(): Promise<void> {
    if (this.queued) return this.queued
    if (this.current) {
      this.queued = this.current
        .catch(() => undefined)
        .then(() => {
          this.queued = undefined
          return this.run()
        })
      return this.queued
    }
    return this.run()
  }

  /** The state a plugin built, by plugin name. Call `sync()` first for read-your-writes freshness. */
  pluginState<S>(name: string): S {
    if (!this.states.has(name)) throw new Error(`no indexer plugin named ${name}`)
    return this.states.get(name) as S
  }

  /** Writes the index file now (no-op without a file), after any save already in flight. */
  save(): Promise<void> {
    const next = this.saving.catch(() => undefined).then(() => this.writeIndex())
    this.saving = next
    return next
  }

  private async writeIndex(): Promise<void> {
    const { file, chainId } = this.options
    if (!file) return
    const plugins: SavedIndex['plugins'] = {}
    for (const plugin of this.plugins) {
      const state = this.states.get(plugin.name)
      plugins[plugin.name] = { version: plugin.version ?? 0, state: plugin.save ? plugin.save(state) : state }
    }
    const saved: SavedIndex = {
      format: FORMAT,
      chainId,
      lastBlock: this.lastBlock,
      lastBlockHash: this.lastBlockHash,
      lastTimestamp: this.lastTimestamp,
      txs: this.txs.all,
      plugins,
    }
    await writeJsonFile(file, saved)
  }

  private get plugins() {
    return this.options.plugins ?? []
  }

  private run(): Promise<void> {
    const promise = this.catchUp().finally(() => {
      if (this.current === promise) this.current = undefined
    })
    this.current = promise
    return promise
  }

  private async catchUp(): Promise<void> {
    const { rpc } = this.options
    const head = Number(await rpc.call<string>('eth_blockNumber'))
    if (head < this.lastBlock) this.reindex(`chain head ${head} is behind the index (${this.lastBlock})`)
    let applied = 0
    while (this.lastBlock < head && !this.stopped) {
      const from = this.lastBlock + 1
      const batch = await fetchBlocks(rpc, from, Math.min(head, from + BLOCKS_PER_BATCH - 1))
      for (const { block, receipts } of batch) {
        if (this.lastBlock >= 0 && block.parentHash.toLowerCase() !== this.lastBlockHash) {
          this.reindex(`block ${Number(block.number)} does not follow the indexed chain`)
          break
        }
        await this.apply(block, receipts)
        applied++
      }
    }
    if (applied > 0) this.scheduleSave()
  }

  private async apply(block: RpcBlock, receipts: RpcReceipt[]): Promise<void> {
    this.txs.addBlock(block, receipts)
    const { rpc, deployment, chainId } = this.options
    for (const plugin of this.plugins) {
      try {
        await plugin.onBlock(block, receipts, {
          state: this.states.get(plugin.name),
          rpc,
          deployment,
          chainId,
        })
      } catch (error) {
        // A faulty plugin must not stop the core index; its data may be incomplete, which the log says loudly.
        this.log(`indexer plugin ${plugin.name} failed on block ${Number(block.number)}: ${String(error)}`)
      }
    }
    this.lastBlock = Number(block.number)
    this.lastBlockHash = block.hash.toLowerCase()
    this.lastTimestamp = Number(block.timestamp)
  }

  private reindex(reason: string): void {
    this.log(`indexer: reindexing from block 0 (${reason})`)
    this.resetState()
  }

  private resetState(): void {
    this.txs = new TxStore()
    this.lastBlock = -1
    this.lastBlockHash = ''
    this.lastTimestamp = 0
    this.states = new Map(this.plugins.map((plugin) => [plugin.name, plugin.init()]))
  }

  private async load(): Promise<void> {
    const { file, chainId, rpc } = this.options
    if (!file) return
    const saved = (await readJsonFile(file)) as Partial<SavedIndex> | undefined
    if (!saved || saved.format !== FORMAT || saved.chainId !== chainId || !Array.isArray(saved.txs)) return
    const plugins = saved.plugins ?? {}
    if (this.plugins.some((p) => plugins[p.name]?.version !== (p.version ?? 0))) return
    const block = await rpc.call<{ hash: string } | null>('eth_getBlockByNumber', [
      `0x${(saved.lastBlock ?? 0).toString(16)}`,
      false,
    ])
    if (!block || block.hash.toLowerCase() !== saved.lastBlockHash) {
      this.log('indexer: the chain was reset, reindexing')
      return
    }
    this.txs = new TxStore(saved.txs)
    this.lastBlock = saved.lastBlock ?? -1
    this.lastBlockHash = saved.lastBlockHash ?? ''
    this.lastTimestamp = saved.lastTimestamp ?? 0
    for (const plugin of this.plugins) {
      const state = plugins[plugin.name]?.state
      this.states.set(plugin.name, plugin.load ? plugin.load(state) : state)
    }
  }

  private schedulePoll(): void {
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.sync()
        .then(() => {
          this.lastError = ''
        })
        .catch((error: unknown) => {
          const message = String(error)
          if (message !== this.lastError) this.log(`indexer: ${message}`)
          this.lastError = message
        })
        .finally(() => this.schedulePoll())
    }, this.options.pollIntervalMs ?? 500)
    this.timer.unref()
  }

  private scheduleSave(): void {
    if (!this.options.file || this.saveTimer || this.stopped) return
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined
      this.save().catch((error: unknown) => this.log(`indexer: saving failed: ${String(error)}`))
    }, SAVE_DELAY_MS)
    this.saveTimer.unref()
  }

  private log(message: string): void {
    this.options.log?.(message)
  }
}
