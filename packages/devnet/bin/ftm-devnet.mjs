#!/usr/bin/env node
// Runs the built devnet CLI; falls back to the TypeScript source through tsx in a checkout.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const built = fileURLToPath(new URL('../dist/cli.js', import.meta.url))
if (existsSync(built)) {
  await import(built)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import('../src/cli.ts')
}
