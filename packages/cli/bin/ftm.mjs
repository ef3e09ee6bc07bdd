// The ES module half of the `ftm` entry (bin/ftm.cjs answers `--version` and imports this for everything else): runs
// the built CLI, or the TypeScript source through tsx in a checkout.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

// A reader that stops early (`ftm … | head -1`) closes the pipe under our output: what is still written has nowhere
// to go and is dropped, and the command carries on to its end and its own exit code (a flow half-way through is not
// cut off), with no stack trace (docs/architecture.md#cli).
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error
})

const built = fileURLToPath(new URL('../dist/main.js', import.meta.url))
if (existsSync(built)) {
  await import(built)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/main.ts')
}
