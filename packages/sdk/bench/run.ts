// Runs every bench/*.bench.ts of the SDK one after another. Each prints one line per benchmark:
// `<name>: ratio <x> (ours <a> ms, baseline <b> ms)`. BENCH_ONLY=<names> (comma-separated file names without
// `.bench.ts`: confirmation, failover, keystore, pipeline, polling) runs only those.
import { readdirSync } from 'node:fs'

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean)
const dir = new URL('./', import.meta.url)
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.includes(f.slice(0, -'.bench.ts'.length)))
  .sort()
for (const file of files) {
  await import(new URL(file, dir).href)
}
