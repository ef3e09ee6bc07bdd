const entries = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>()

/**
 * Shares one read among the resolvers of a burst of requests (the API context lives as long as the server,
 * so a value is reused for `ttlMs` only). A failed read is not kept.
 */
export function cached<T>(owner: object, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let map = entries.get(owner)
  if (!map) {
    map = new Map()
    entries.set(owner, map)
  }
  const hit = map.get(key)
  const now = Date.now()
  if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>
  const value = load()
  map.set(key, { at: now, value })
  value.catch(() => {
    if (map.get(key)?.value === value) map.delete(key)
  })
  return value
}
