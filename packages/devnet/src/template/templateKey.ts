import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { getPackageRoot } from '../chain/packageRoot.js'

/**
 * A hash of everything that shapes a seeded devnet: the compiled contracts and the TypeScript that deploys,
 * seeds and indexes them. A template is reused only while this hash is unchanged.
 */
export function computeTemplateKey(): string {
  const root = getPackageRoot()
  const hash = createHash('sha256')
  // The code runs from src/ in a checkout and from dist/ when installed: hash whichever is there.
  const code = existsSync(join(root, 'src')) ? 'src' : 'dist'
  for (const dir of ['artifacts', code]) {
    for (const file of listFiles(join(root, dir))) {
      if (file.endsWith('.test.ts')) continue
      hash.update(file.slice(root.length))
      hash.update(readFileSync(file))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

function listFiles(dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir).sort()
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}
