// `pnpm bench`: installs what the benchmarks need the way `npm test` does (the workspace, Chromium and tmux from
// Debian when missing), builds, then runs every package's benchmark script, one after the other (so they do not
// compete for the two cores), and last the `npm start` line. Each prints one line per benchmark with its ratio to a
// baseline. A package whose benchmark fails does not stop the others; the exit code says whether all ran.
// BENCH_ONLY=<names> (comma-separated) runs only the lines so named, in every package (each package's bench names its
// own; this script's is `npm-start`): the root README lists them.
import { setup } from './setup.mjs'

const pnpm = setup({ system: true })
let failed = false
try {
  pnpm(['-r', '--workspace-concurrency=1', '--no-bail', '--if-present', 'run', 'bench'])
} catch (error) {
  failed = true
  process.stderr.write(`[bench] ${error.message}\n`)
}
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean)
if (only.length === 0 || only.includes('npm-start'))
  try {
    const { benchStart } = await import('./benchStart.mjs')
    await benchStart()
  } catch (error) {
    failed = true
    process.stderr.write(`[bench] npm start: ${error.message}\n`)
  }
process.exit(failed ? 1 : 0)
