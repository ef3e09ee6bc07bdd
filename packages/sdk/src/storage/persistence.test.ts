import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createPersistedStore } from './createPersistedStore.js'
import { loadRecord } from './loadRecord.js'
import type { KeyValueStorage } from './types.js'

const schema = z.object({ count: z.number().int().nonnegative(), label: z.string() })
const defaults = { count: 0, label: 'none' }
const define = (storage: KeyValueStorage) => ({
  storage,
  key: 'thing',
  schema,
  version: 2,
  defaults,
  now: () => 1234,
})

describe('loadRecord', () => {
  it('returns the defaults when nothing is stored, without writing', async () => {
    const storage = createMemoryStorage()
    expect(await loadRecord(define(storage))).toEqual({ state: defaults })
    expect(await storage.keys()).toEqual([])
  })

  it('returns a valid record', async () => {
    const storage = createMemoryStorage({
      thing: JSON.stringify({ version: 2, data: { count: 3, label: 'x' } }),
    })
    expect(await loadRecord(define(storage))).toEqual({ state: { count: 3, label: 'x' } })
  })

  it.each([
    ['broken JSON', '{"version":2,'],
    ['a newer version', JSON.stringify({ version: 3, data: { count: 1, label: 'x' } })],
    ['data that fails the schema', JSON.stringify({ version: 2, data: { count: -1, label: 'x' } })],
    ['an older version without migration', JSON.stringify({ version: 1, data: {} })],
    ['no envelope', JSON.stringify([1, 2])],
  ])('moves %s aside and writes the defaults', async (_, raw) => {
    const storage = createMemoryStorage({ thing: raw })
    const loaded = await loadRecord(define(storage))
    expect(loaded).toEqual({ state: defaults, quarantinedKey: 'thing.corrupt-1234' })
    expect(await storage.get('thing.corrupt-1234')).toBe(raw)
    expect(JSON.parse((await storage.get('thing'))!)).toEqual({ version: 2, data: defaults })
  })

  it('migrates older versions step by step', async () => {
    const storage = createMemoryStorage({ thing: JSON.stringify({ version: 1, data: { n: 5 } }) })
    const loaded = await loadRecord({
      ...define(storage),
      migrations: { 1: (data) => ({ count: (data as { n: number }).n, label: 'migrated' }) },
    })
    expect(loaded.state).toEqual({ count: 5, label: 'migrated' })
  })

  it('throws a read failure instead of treating it as corruption', async () => {
    const storage = createMemoryStorage({ thing: 'x' })
    storage.get = async () => {
      throw Object.assign(new Error('EIO'), { code: 'EIO' })
    }
    await expect(loadRecord(define(storage))).rejects.toThrow('EIO')
    expect(await storage.keys()).toEqual(['thing'])
  })
})

describe('createPersistedStore', () => {
  it('validates, writes, then publishes each change', async () => {
    const storage = createMemoryStorage()
    const store = await createPersistedStore(define(storage))
    const seen: number[] = []
    const unsubscribe = store.subscribe((state, previous) => seen.push(previous.count, state.count))
    await store.update((state) => ({ ...state, count: state.count + 1 }))
    expect(store.getState()).toEqual({ count: 1, label: 'none' })
    expect(JSON.parse((await storage.get('thing'))!)).toEqual({
      version: 2,
      data: { count: 1, label: 'none' },
    })
    expect(seen).toEqual([0, 1])
    unsubscribe()
    await store.update((state) => ({ ...state, count: 2 }))
    expect(seen).toEqual([0, 1])
  })

  it('writes nothing and keeps the state when the next state is invalid', async () => {
    const storage = createMemoryStorage()
    const store = await createPersistedStore(define(storage))
    await expect(store.update((state) => ({ ...state, count: -5 }))).rejects.toMatchObject({
      code: 'STATE_INVALID',
    })
    expect(store.getState()).toBe(defaults)
    expect(await storage.keys()).toEqual([])
  })

  it('keeps the state when the write fails, and carries on with the next update', async () => {
    const storage = createMemoryStorage()
    const store = await createPersistedStore(define(storage))
    const set = storage.set
    storage.set = async () => {
      throw new Error('disk full')
    }
    await expect(store.update((state) => ({ ...state, count: 7 }))).rejects.toMatchObject({
      code: 'STORAGE_WRITE_FAILED',
    })
    expect(store.getState().count).toBe(0)
    storage.set = set
    await store.update((state) => ({ ...state, count: 8 }))
    expect(store.getState().count).toBe(8)
  })

  it('writes nothing when the recipe returns the same state or throws', async () => {
    const storage = createMemoryStorage()
    const store = await createPersistedStore(define(storage))
    expect(await store.update((state) => state)).toBe(defaults)
    await expect(
      store.update(() => {
        throw new Error('bad input')
      }),
    ).rejects.toThrow('bad input')
    expect(await storage.keys()).toEqual([])
  })

  it('applies concurrent updates in call order', async () => {
    const store = await createPersistedStore(define(createMemoryStorage()))
    await Promise.all(
      ['a', 'b', 'c'].map((letter) => store.update((state) => ({ ...state, label: state.label + letter }))),
    )
    expect(store.getState().label).toBe('noneabc')
  })

  it('reports a quarantined record', async () => {
    const store = await createPersistedStore(define(createMemoryStorage({ thing: 'garbage' })))
    expect(store.loaded.quarantinedKey).toBe('thing.corrupt-1234')
  })
})
