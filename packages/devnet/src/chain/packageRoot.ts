import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

let cached: string | undefined

/** Absolute path of packages/devnet, found by walking up from this module (works from src/ and dist/). */
export function getPackageRoot(): string {
  if (cached) return cached
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 8; i++) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }
      if (name === '@ftm-wallet/devnet') {
        cached = dir
        return dir
      }
    }
    dir = dirname(dir)
  }
  throw new Error('cannot find the @ftm-wallet/devnet package root')
}
