// `pnpm bench`: runs every package's benchmark script, one after the other (so they do not
// compete for the two cores). Each prints one line per benchmark with its ratio to a baseline.
import { setup } from './setup.mjs'

const pnpm = setup()
pnpm(['-r', '--workspace-concurrency=1', '--if-present', 'run', 'bench'])
