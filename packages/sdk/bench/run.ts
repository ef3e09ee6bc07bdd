// Runs every bench/*.bench.ts of the SDK one after another. Each prints one line per benchmark:
// `<name>: ratio <x> (ours <a> ms, baseline <b> ms)`.
import { readdirSync } from 'node:fs'

const dir = new URL('./', import.meta.url)
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()
for (const file of files) {
  await import(new URL(file, dir).href)
}
