import { safeParse } from 'zod/mini'
import type * as core from 'zod/v4/core'
import { StorageError } from '../errors/StorageError.js'
import { isWalletError } from '../errors/WalletError.js'
import { type LoadedRecord, loadRecord, type RecordDefinition, serializeRecord } from './loadRecord.js'

export type StoreListener<T> = (state: T, previous: T) => void

/**
 * A piece of persisted state with one update path (MetaMask style): `update` computes the next state,
 * validates it, writes it and only then publishes it. If any step fails, nothing is written and the state
 * stays as it was. Updates run one at a time in call order.
 */
export interface PersistedStore<T> {
  getState(): T
  /** Called after each committed change; returns the unsubscribe function. */
  subscribe(listener: StoreListener<T>): () => void
  /** `recipe` returns the next state (or the same object for "no change", which writes nothing). */
  update(recipe: (state: T) => T): Promise<T>
  /** What loading found: `quarantinedKey` is set when a corrupt record was moved aside. */
  readonly loaded: Omit<LoadedRecord<T>, 'state'>
}

/** Loads a record (see `loadRecord`) and wraps it in a PersistedStore. */
export async function createPersistedStore<S extends core.$ZodType>(
  definition: RecordDefinition<S>,
): Promise<PersistedStore<core.output<S>>> {
  type T = core.output<S>
  const { storage, key, schema, version } = definition
  const { state: initial, ...loaded } = await loadRecord(definition)
  let state: T = initial
  let queue: Promise<unknown> = Promise.resolve()
  const listeners = new Set<StoreListener<T>>()

  const commit = async (recipe: (state: T) => T): Promise<T> => {
    const previous = state
    const next = recipe(previous)
    if (Object.is(next, previous)) return previous
    const parsed = safeParse(schema, next)
    if (!parsed.success) {
      throw new StorageError('STATE_INVALID', 'The change was not saved: the resulting state is invalid', {
        cause: parsed.error,
        details: { key },
      })
    }
    try {
      await storage.set(key, serializeRecord(version, next))
    } catch (cause) {
      if (isWalletError(cause)) throw cause
      throw new StorageError('STORAGE_WRITE_FAILED', 'Could not save', { cause, details: { key } })
    }
    state = next
    for (const listener of [...listeners]) listener(state, previous)
    return state
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    update(recipe) {
      const run = queue.then(() => commit(recipe))
      queue = run.catch(() => undefined)
      return run
    },
    loaded,
  }
}
