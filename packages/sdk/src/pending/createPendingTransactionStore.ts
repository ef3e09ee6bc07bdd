// zod/mini: the pending store loads with every first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import { StorageError } from '../errors/StorageError.js'
import { assertStorageKey } from '../storage/assertStorageKey.js'
import { serializeRecord } from '../storage/loadRecord.js'
import type { KeyValueStorage } from '../storage/types.js'
import type {
  ListPendingParameters,
  NewPendingTransaction,
  PendingStatusChange,
  PendingTransaction,
  PendingTransactionStore,
} from './types.js'

/** Storage keys of the records: `pending.<hash>` (docs/behaviour/pending-transactions.md#what-is-kept). */
export const PENDING_KEY_PREFIX = 'pending.'
const VERSION = 1
/** Finished transactions are forgotten this long after their last change (7 days). */
export const PENDING_RETENTION_MS = 7 * 24 * 60 * 60 * 1000

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)) as unknown as z.ZodMiniType<`0x${string}`>
const hash = z.string().check(z.regex(/^0x[0-9a-f]{64}$/)) as unknown as z.ZodMiniType<`0x${string}`>
const quantity = z.pipe(
  z.string().check(z.regex(/^\d+$/)),
  z.transform((value: string) => BigInt(value)),
)
const recordSchema = z.object({
  hash,
  chainId: z.int().check(z.positive()),
  from: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  to: z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
  value: quantity,
  data: hex,
  nonce: quantity,
  gasPrice: quantity,
  gasLimit: quantity,
  raw: z.nullable(hex),
  summary: z.string(),
  kind: z.enum(['transaction', 'speed-up', 'cancel']),
  replaces: z.nullable(hash),
  status: z.enum(['pending', 'mined', 'failed', 'replaced', 'dropped']),
  replacedBy: z.nullable(hash),
  submittedAt: z.number(),
  updatedAt: z.number(),
  dismissed: z.boolean(),
})
const envelopeSchema = z.object({ version: z.literal(VERSION), data: recordSchema })

/** The record as stored: its own fields only (a caller may pass a wider object), quantities as decimal strings. */
const toWire = (record: PendingTransaction) => ({
  hash: record.hash,
  chainId: record.chainId,
  from: record.from,
  to: record.to,
  value: record.value.toString(),
  data: record.data,
  nonce: record.nonce.toString(),
  gasPrice: record.gasPrice.toString(),
  gasLimit: record.gasLimit.toString(),
  raw: record.raw,
  summary: record.summary,
  kind: record.kind,
  replaces: record.replaces,
  status: record.status,
  replacedBy: record.replacedBy,
  submittedAt: record.submittedAt,
  updatedAt: record.updatedAt,
  dismissed: record.dismissed,
})

const keyOf = (hash: string) => {
  const key = PENDING_KEY_PREFIX + hash.toLowerCase()
  assertStorageKey(key)
  return key
}

export interface CreatePendingTransactionStoreParameters {
  /** Browser: `createBrowserStorage()`; Node: `createFileStorage({ dir })`; tests: `createMemoryStorage()`. */
  storage: KeyValueStorage
  /** Clock (default Date.now). */
  now?: () => number
}

/**
 * The pending-transaction store over any {@link KeyValueStorage} (docs/behaviour/pending-transactions.md): one
 * record per transaction under `pending.<hash>`, read from storage on every call (another tab or process may have
 * written it). A record that does not parse is skipped, never thrown. Finished records are forgotten 7 days after
 * their last change.
 *
 * @example
 * const pending = createPendingTransactionStore({ storage: createBrowserStorage() })
 * const waiting = await pending.list({ status: ['pending'] })
 */
export function createPendingTransactionStore(
  parameters: CreatePendingTransactionStoreParameters,
): PendingTransactionStore {
  const { storage, now = Date.now } = parameters
  const listeners = new Set<() => void>()
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work)
    queue = run.catch(() => undefined)
    return run
  }
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }

  const read = async (key: string): Promise<PendingTransaction | null> => {
    const text = await storage.get(key)
    if (text === null) return null
    try {
      const parsed = envelopeSchema.safeParse(JSON.parse(text))
      return parsed.success ? (parsed.data.data as PendingTransaction) : null
    } catch {
      return null
    }
  }
  const write = (record: PendingTransaction) =>
    storage.set(keyOf(record.hash), serializeRecord(VERSION, toWire(record)))

  const readAll = async (): Promise<PendingTransaction[]> => {
    const keys = (await storage.keys()).filter((key) => key.startsWith(PENDING_KEY_PREFIX))
    const records = await Promise.all(keys.map(read))
    return records
      .filter((record): record is PendingTransaction => record !== null)
      .sort((a, b) => b.submittedAt - a.submittedAt || (a.hash < b.hash ? -1 : 1))
  }

  const prune = async (records: readonly PendingTransaction[]) => {
    const limit = now() - PENDING_RETENTION_MS
    for (const record of records)
      if (record.status !== 'pending' && record.updatedAt < limit) await storage.remove(keyOf(record.hash))
  }

  return {
    list: (filter: ListPendingParameters = {}) =>
      serial(async () => {
        const from = filter.from?.toLowerCase()
        return (await readAll()).filter(
          (record) =>
            (filter.chainId === undefined || record.chainId === filter.chainId) &&
            (from === undefined || record.from.toLowerCase() === from) &&
            (filter.status === undefined || filter.status.includes(record.status)),
        )
      }),
    get: (hash) => serial(() => read(keyOf(hash))),
    record: (transaction: NewPendingTransaction) =>
      serial(async () => {
        const hash = transaction.hash.toLowerCase() as `0x${string}`
        const existing = await read(keyOf(hash))
        const time = now()
        const record: PendingTransaction = {
          ...transaction,
          hash,
          kind: transaction.kind ?? 'transaction',
          replaces: (transaction.replaces?.toLowerCase() as `0x${string}` | undefined) ?? null,
          status: existing?.status ?? 'pending',
          replacedBy: existing?.replacedBy ?? null,
          submittedAt: existing?.submittedAt ?? time,
          updatedAt: time,
          dismissed: existing?.dismissed ?? false,
        }
        const checked = recordSchema.safeParse(toWire(record))
        if (!checked.success)
          throw new StorageError(
            'STATE_INVALID',
            'The change was not saved: the resulting state is invalid',
            {
              cause: checked.error,
              details: { key: keyOf(hash) },
            },
          )
        const parsed = checked.data as PendingTransaction
        await write(parsed)
        // Forgetting old finished records is the queue's next task, not this one's: a send broadcasts once its own
        // record is written, without reading every other record first; list and get wait for it
        // (docs/behaviour/pending-transactions.md#what-is-kept). It is housekeeping: a failure leaves them for next time.
        serial(async () => prune(await readAll())).catch(() => undefined)
        notify()
        return parsed
      }),
    setStatus: (hash: string, change: PendingStatusChange) =>
      serial(async () => {
        const existing = await read(keyOf(hash))
        if (existing === null) return null
        if (change.status === 'pending' && existing.status !== 'pending') return existing
        const replacedBy = change.status === 'replaced' ? (change.replacedBy ?? null) : null
        if (existing.status === change.status && existing.replacedBy === replacedBy) return existing
        const record: PendingTransaction = {
          ...existing,
          status: change.status,
          replacedBy: replacedBy === null ? null : (replacedBy.toLowerCase() as `0x${string}`),
          updatedAt: now(),
        }
        await write(record)
        notify()
        return record
      }),
    dismiss: (hash: string) =>
      serial(async () => {
        const existing = await read(keyOf(hash))
        if (existing === null || existing.dismissed) return
        await write({ ...existing, dismissed: true })
        notify()
      }),
    remove: (hash: string) =>
      serial(async () => {
        await storage.remove(keyOf(hash))
        notify()
      }),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reload: notify,
  }
}
