#!/usr/bin/env node
// Runs the devnet CLI. In a checkout (src/ present and tsx installed) it runs the TypeScript source, so a stale
// dist/ never hides a change; an installed package (no src/) runs the built dist/cli.js.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const source = fileURLToPath(new URL('../src/cli.ts', import.meta.url))
const built = fileURLToPath(new URL('../dist/cli.js', import.meta.url))

async function loadTsx() {
  try {
    return await import('tsx/esm/api')
  } catch {
    return undefined
  }
}

const tsx = existsSync(source) ? await loadTsx() : undefined
if (tsx) {
  tsx.register()
  await import('../src/cli.ts')
} else if (existsSync(built)) {
  await import(built)
} else {
  process.stderr.write('ftm-devnet: neither dist/cli.js nor the TypeScript source with tsx is available\n')
  process.exit(1)
}
