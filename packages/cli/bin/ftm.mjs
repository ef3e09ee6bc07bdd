// The ES module half of the `ftm` entry (bin/ftm.cjs answers `--version` and imports this for everything else): runs
// the built CLI, or the TypeScript source through tsx in a checkout.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const built = fileURLToPath(new URL('../dist/main.js', import.meta.url))
if (existsSync(built)) {
  await import(built)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/main.ts')
}
