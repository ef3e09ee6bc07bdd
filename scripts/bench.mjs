// `pnpm bench`: installs what the benchmarks need the way `npm test` does (Chromium, tmux, the workspace), builds,
// then runs every package's benchmark script, one after the other (so they do not
// compete for the two cores). Each prints one line per benchmark with its ratio to a baseline.
import { setup } from './setup.mjs'

const pnpm = setup({ system: true })
pnpm(['-r', '--workspace-concurrency=1', '--if-present', 'run', 'bench'])

const { benchStart } = await import('./benchStart.mjs')
await benchStart()
