import { assertStorageKey } from './assertStorageKey.js'
import type { KeyValueStorage } from './types.js'

/** Storage that lives in memory: tests, and sessions that must leave nothing behind. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const data = new Map<string, string>(Object.entries(initial))
  return {
    async get(key) {
      assertStorageKey(key)
      return data.get(key) ?? null
    },
    async set(key, value) {
      assertStorageKey(key)
      data.set(key, String(value))
    },
    async remove(key) {
      assertStorageKey(key)
      data.delete(key)
    },
    async keys() {
      return [...data.keys()].sort()
    },
  }
}
