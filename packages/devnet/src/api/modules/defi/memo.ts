const cache = new WeakMap<object, Map<string, Promise<unknown>>>()

/**
 * Loads a value once per source object: field resolvers of one object that need the same chain read
 * share it, and the cache goes away with the object at the end of the request.
 */
export function memo<T>(source: object, key: string, load: () => Promise<T>): Promise<T> {
  let entries = cache.get(source)
  if (!entries) {
    entries = new Map()
    cache.set(source, entries)
  }
  let value = entries.get(key) as Promise<T> | undefined
  if (!value) {
    value = load()
    entries.set(key, value)
  }
  return value
}
