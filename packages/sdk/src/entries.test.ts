import { readFileSync } from 'node:fs'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// The public API of @ftm-wallet/sdk by entry and name. Adding or removing an export changes a snapshot on
// purpose: update them with `pnpm vitest run --project sdk src/entries.test.ts -u` and review the diff.
const entries = {
  '.': () => import('./index.js'),
  './machines': () => import('./machines.js'),
  './node': () => import('./node.js'),
  './ledger': () => import('./ledger.js'),
  './walletconnect': () => import('./walletconnect.js'),
  './coinbase': () => import('./coinbase.js'),
} as const

const entryFiles = ['index', 'machines', 'node', 'ledger', 'walletconnect', 'coinbase']
const src = new URL('.', import.meta.url).pathname

/** Every source file and package an entry reaches through static and dynamic imports. */
async function reachedFrom(entry: string) {
  const result = await build({
    entryPoints: [`${src}${entry}.ts`],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  })
  const inputs = Object.keys(result.metafile.inputs)
  const packages = Object.values(result.metafile.inputs).flatMap((input) =>
    input.imports.filter((i) => i.external).map((i) => i.path),
  )
  return { inputs, packages }
}

describe('package entries', () => {
  for (const [name, load] of Object.entries(entries)) {
    it(`lists the exports of ${name}`, async () => {
      expect(Object.keys(await load()).sort()).toMatchSnapshot()
    })
  }

  it('declares each entry in package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    expect(Object.keys(pkg.exports).filter((key) => key !== './package.json')).toEqual(Object.keys(entries))
  })

  it('lists every export by name (no export * in an entry file)', () => {
    for (const entry of entryFiles) {
      expect(readFileSync(`${src}${entry}.ts`, 'utf8'), entry).not.toMatch(/export \*/)
    }
  })

  it('keeps Node-only adapters out of the browser entry', async () => {
    const names = Object.keys(await import('./index.js'))
    for (const nodeOnly of [
      'createFileStorage',
      'resolveConfigDir',
      'createNodeWallet',
      'registerNodeScrypt',
    ]) {
      expect(names).not.toContain(nodeOnly)
    }
  })

  it('never reaches Ledger, WalletConnect or Coinbase code from the core entry', async () => {
    const { inputs, packages } = await reachedFrom('index')
    expect(inputs.filter((file) => /signers\/(ledger|walletConnect|coinbase)/.test(file))).toEqual([])
    expect(packages.filter((p) => /^@(ledgerhq|walletconnect|coinbase|reown)\//.test(p))).toEqual([])
    expect(inputs.filter((file) => /\/(machines|node)\//.test(file))).toEqual([])
  })

  it('loads each optional peer dependency only from its own entry', async () => {
    const peers = { ledger: '@ledgerhq/hw-app-eth', walletconnect: '@walletconnect/', coinbase: '@coinbase/' }
    for (const entry of entryFiles) {
      const { packages } = await reachedFrom(entry)
      for (const [owner, peer] of Object.entries(peers)) {
        const reached = packages.some((p) => p.startsWith(peer))
        expect(reached, `${entry} → ${peer}`).toBe(owner === entry)
      }
    }
  })

  it('exports everything each folder it gathers lists (a new export in a folder is added to its entry)', async () => {
    for (const [entry, load] of Object.entries(entries)) {
      const file = entry === '.' ? 'index' : entry.slice(2)
      const exported = Object.keys(await load())
      const modules = [...readFileSync(`${src}${file}.ts`, 'utf8').matchAll(/^} from '(\.\/[^']+)'$/gm)]
      expect(modules.length, file).toBeGreaterThan(0)
      for (const [, path] of modules) {
        const names = Object.keys(
          await import(/* @vite-ignore */ `${src}${path!.slice(2).replace(/\.js$/, '.ts')}`),
        )
        expect(
          names.filter((name) => !exported.includes(name)),
          `${path} in src/${file}.ts`,
        ).toEqual([])
      }
    }
  })
})
