import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// One way to test on the devnet (packages/devnet/README.md, "One devnet per vitest run"): a test that uses the
// devnet is a `*.devnet.test.ts(x)` reading the run's devnet with inject('devnet'); only the devnet package's own
// tests and the web wallet's browser e2e files start devnets; no source of the wallet packages imports the devnet.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const thisFile = fileURLToPath(import.meta.url)
const skipped = new Set(['node_modules', 'dist', 'dist-extension', 'coverage', '.git', 'artifacts'])

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : listFiles(join(dir, entry.name))
    return /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : []
  })
}

const walletPackages = ['sdk', 'react', 'cli', 'web'].map((name) => join(root, 'packages', name))
const files = [...walletPackages, join(root, 'examples')]
  .flatMap(listFiles)
  .filter((file) => file !== thisFile)
  .map((file) => ({ path: relative(root, file), text: readFileSync(file, 'utf8') }))
const isTest = (path: string) => /\.test\.tsx?$/.test(path)
const isDevnetTest = (path: string) => /\.devnet\.test\.tsx?$/.test(path)

describe('devnet tests', () => {
  it('searches the wallet packages and the examples', () => {
    expect(files.filter((f) => isDevnetTest(f.path)).length).toBeGreaterThan(25)
  })

  it('are the test files that read the devnet, and they are named *.devnet.test.ts(x)', () => {
    const readers = files.filter((f) => isTest(f.path) && /\binject\(\s*'devnet'\s*\)/.test(f.text))
    expect(readers.filter((f) => !isDevnetTest(f.path)).map((f) => f.path)).toEqual([])
  })

  it('never start a devnet of their own (only the web e2e files do)', () => {
    const starters = files.filter(
      (f) => /\bstartDevnet\(/.test(f.text) && !/\/(bench|scripts)\//.test(f.path),
    )
    expect(starters.filter((f) => !f.path.startsWith('packages/web/test/e2e/')).map((f) => f.path)).toEqual(
      [],
    )
  })

  it('are the only code of the wallet packages that imports @ftm-wallet/devnet (it is a devDependency)', () => {
    const sources = files.filter(
      (f) => /^packages\/\w+\/src\//.test(f.path) && !isTest(f.path) && !f.path.endsWith('.test-util.ts'),
    )
    expect(sources.filter((f) => f.text.includes("'@ftm-wallet/devnet")).map((f) => f.path)).toEqual([])
    for (const name of ['sdk', 'react', 'cli', 'web']) {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'))
      expect(manifest.dependencies?.['@ftm-wallet/devnet'], name).toBeUndefined()
    }
  })
})
