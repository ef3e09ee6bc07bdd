import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sizeCases } from './sizeBudgets.js'

// The size budgets (test/sizeBudgets.ts) over the built package: `npm test` builds first; alone, run
// `pnpm --filter @ftm-wallet/sdk run build` before this test.
const pkg = new URL('..', import.meta.url).pathname
let app: string

beforeAll(() => {
  if (!existsSync(join(pkg, 'dist/index.js')))
    throw new Error('build the SDK first: dist/index.js is missing')
  // An app outside the workspace that depends on the package the way an installed one would (exports, sideEffects).
  app = mkdtempSync(join(tmpdir(), 'ftm-sdk-size-'))
  mkdirSync(join(app, 'node_modules/@ftm-wallet'), { recursive: true })
  symlinkSync(pkg, join(app, 'node_modules/@ftm-wallet/sdk'), 'dir')
})

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true })
})

async function gzippedSize(name: string, code: string) {
  const file = join(app, `${name.replace(/\W+/g, '-')}.mjs`)
  writeFileSync(file, code)
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  return gzipSync(output!.contents, { level: 9 }).length
}

describe('size budgets (esbuild, minified + gzip)', () => {
  for (const { name, code, budget, target } of sizeCases) {
    it(`${name}: ≤ ${budget} B`, async () => {
      const size = await gzippedSize(name, code)
      if (size > target) {
        process.stdout.write(
          `[size] ${name}: ${size} B, budget ${budget} B, target ${target} B not reached\n`,
        )
      }
      expect(size).toBeLessThanOrEqual(budget)
    })
  }

  it('keeps the core entry free of the optional peers and of the machines', async () => {
    const file = join(app, 'everything.mjs')
    writeFileSync(file, `export * from '@ftm-wallet/sdk'`)
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(
      inputs.filter((input) =>
        /@(ledgerhq|walletconnect|coinbase|reown)\/|node_modules\/xstate\//.test(input),
      ),
    ).toEqual([])
  })
})
