#!/usr/bin/env node
// Entry of the `ftm` command: runs the built CLI, or the TypeScript source through tsx in a checkout.
// `ftm --version` answers here, from package.json (src/version.ts is kept equal to it by a test), before any other
// module loads: it then costs what an empty Node program costs.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  process.stdout.write(`${version}\n`)
} else {
  const built = fileURLToPath(new URL('../dist/main.js', import.meta.url))
  if (existsSync(built)) {
    await import(built)
  } else {
    const { register } = await import('tsx/esm/api')
    register()
    await import('../src/main.ts')
  }
}
