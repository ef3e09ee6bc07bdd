// @vitest-environment node
// The built service worker precaches only the first screens (docs/behaviour/app-shell.md#offline-and-the-first-visit).
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { precacheManifest } from '../bench/measurePrecache.js'
import { DIST_DIR, ensureWebBuilt } from './e2e/buildWeb.js'

const BUDGET = 1_000_000

interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
}

let precached: string[]
let chunks: Record<string, ManifestChunk>
let sw: string

beforeAll(() => {
  ensureWebBuilt()
  sw = readFileSync(join(DIST_DIR, 'sw.js'), 'utf8')
  precached = precacheManifest(sw)
  chunks = JSON.parse(readFileSync(join(DIST_DIR, '.vite/manifest.json'), 'utf8'))
})

/** The built files of the modules whose source path matches. */
function filesOf(source: RegExp): string[] {
  return Object.entries(chunks)
    .filter(([key]) => source.test(key))
    .map(([, chunk]) => chunk.file)
}

describe('the first visit precache', () => {
  it('stays within 1.0 MB', () => {
    const total = precached.reduce((sum, url) => sum + statSync(join(DIST_DIR, url)).size, 0)
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThanOrEqual(BUDGET)
  })

  it.each([
    ['WalletConnect', /node_modules\/@walletconnect\/|openWalletConnectSigner/],
    ['Coinbase', /node_modules\/@coinbase\/|openCoinbaseSigner/],
    ['Ledger', /node_modules\/@ledgerhq\/|connect\/ledger\//],
    ['charts', /src\/features\/pair\/PairCharts?\.tsx$/],
    ['staking', /src\/features\/staking\/.*Page\.tsx$/],
    ['governance', /src\/features\/governance\/.*Page\.tsx$/],
  ])('leaves %s to the runtime cache', (_name, source) => {
    const files = filesOf(source)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(precached).not.toContain(file)
  })

  it.each([
    ['welcome', /src\/features\/wallets\/WelcomePage\.tsx$/],
    ['wallet', /src\/features\/account\/HistoryPage\.tsx$/],
    ['account layout', /src\/layout\/AccountLayout\.tsx$/],
    // Loaded on demand by the dashboard (a contact window, a name to resolve), offline too.
    // (A chunk shared with the send and history screens: named by its file, it has no source of its own.)
    ['contact window', /^(src\/features\/contacts\/ContactDialog\.tsx|_ContactDialog-[\w-]+\.js)$/],
    ['name resolution', /src\/features\/contacts\/resolveNameOnNetwork\.ts$/],
    ['entry', /^index\.html$/],
  ])('precaches the %s chunk and what it imports', (_name, source) => {
    const [key] = Object.keys(chunks).filter((k) => source.test(k))
    expect(key).toBeDefined()
    const seen = new Set<string>()
    const visit = (k: string) => {
      if (seen.has(k)) return
      seen.add(k)
      const chunk = chunks[k]
      expect(chunk).toBeDefined()
      expect(precached).toContain(chunk?.file)
      for (const imported of chunk?.imports ?? []) visit(imported)
    }
    visit(key as string)
    expect(precached).toContain('index.html')
  })

  it("keeps the dashboard's code in the page's own (precached with the entry): no chunk of its own", () => {
    // docs/behaviour/app-shell.md#code-loaded-on-demand: a page with wallets opens at the dashboard.
    expect(filesOf(/src\/features\/wallets\/DashboardPage\.tsx$/)).toEqual([])
    const entry = chunks['index.html']
    expect(entry).toBeDefined()
    for (const file of [entry?.file, ...(entry?.imports ?? []).map((k) => chunks[k]?.file)])
      expect(precached).toContain(file)
  })

  it('caches the other hashed assets of its origin on first use, cache first', () => {
    expect(sw).toMatch(/pathname\.startsWith\("\/assets\/"\),new \w+\.CacheFirst\(\{cacheName:"lazy-assets"/)
    expect(sw).toContain('clientsClaim()')
  })
})
