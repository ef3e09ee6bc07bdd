import { readFileSync } from 'node:fs'

/** Reads a JSON file of /test-fixtures/vectors (public reference vectors, each naming its source). */
export function loadVector<T = unknown>(name: string): T {
  const url = new URL(`../../../test-fixtures/vectors/${name}`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as T
}
