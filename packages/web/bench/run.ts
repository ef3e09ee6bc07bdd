// `pnpm --filter @ftm-wallet/web bench`: what the welcome screen costs to load, how fast the dashboard shows
// balances, a wallet unlocks, the pair charts draw and governance scrolls, in Chromium against a devnet. Prints one line
// per benchmark with its ratio. BENCH_ONLY=<names> (comma-separated: pwa-precache, welcome-js, dashboard, unlock,
// pair, governance) runs only those.
import { type Devnet, startDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic, encryptKeystore } from '@ftm-wallet/sdk'
import { createDevnetConfig, startPreviewServer } from '../scripts/previewServer.mjs'
import { launchBrowser } from '../test/e2e/browser.js'
import { DIST_DIR, ensureWebBuilt } from '../test/e2e/buildWeb.js'
import { measureDashboardBalances, measureDashboardRpcOnly } from './measureDashboardBalances.js'
import { measurePrecache, measureWelcomeFirstVisit } from './measurePrecache.js'
import { measureUnlock, reportUnlock } from './measureUnlock.js'
import { measureWelcomeJs } from './measureWelcomeJs.js'

const WELCOME_JS_BUDGET = 200 * 1024
const PRECACHE_BUDGET = 1_000_000
const PASSWORD = 'Bench!passw0rd'
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean)
const runs = (name: string) => only.length === 0 || only.includes(name)
// Nothing of this package asked for: no build, no browser, no devnet.
if (!['pwa-precache', 'welcome-js', 'dashboard', 'unlock', 'pair', 'governance'].some(runs)) process.exit(0)

ensureWebBuilt()
let devnet: Devnet | undefined
const browser = await launchBrowser()
try {
  devnet = await startDevnet({ ports: 0 })
  const { apiUrl, rpcUrl, info } = devnet
  const devnetConfig = (rpcOnly: boolean) =>
    createDevnetConfig({ api: apiUrl, rpc: rpcUrl, chainId: info.chainId, rpcOnly })
  const server = await startPreviewServer({ root: DIST_DIR, config: devnetConfig(false) })
  try {
    // First: this profile has never seen the app, so the welcome screen's transfer is a first visit's.
    if (runs('pwa-precache')) {
      const firstVisit = await measureWelcomeFirstVisit(browser.context, server.url)
      const precache = measurePrecache(DIST_DIR)
      const mb = (n: number) => (n / 1_000_000).toFixed(2)
      process.stdout.write(
        `pwa-precache: ratio ${(precache.bytes / PRECACHE_BUDGET).toFixed(3)} (ours ${mb(precache.bytes)} MB in ${precache.files} files, budget 1.0 MB; welcome first-visit transfer ${(firstVisit.bytes / 1024).toFixed(1)} KB in ${firstVisit.requests} responses, the worker's precache not counted)\n`,
      )
    }
    if (runs('welcome-js')) {
      const js = await measureWelcomeJs(browser.context, server.url, DIST_DIR)
      const kb = (n: number) => (n / 1024).toFixed(1)
      process.stdout.write(
        `${process.env.BENCH_VERBOSE ? js.files.map((f) => `  ${f.path} ${kb(f.gzipBytes)} KB\n`).join('') : ''}welcome-js-gzip: ratio ${(js.totalGzipBytes / WELCOME_JS_BUDGET).toFixed(3)} (ours ${kb(js.totalGzipBytes)} KB in ${js.files.length} files, budget 200 KB)\n`,
      )
    }

    // One wallet with funds, stored the way the app stores it (restored from a keystore through the UI).
    const { privateKey, address } = deriveKeyFromMnemonic(createMnemonic())
    const keystore = await encryptKeystore(privateKey, PASSWORD, { scryptN: 2 ** 12 })
    await fetch(`${devnet.url}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, amount: '100' }),
    })
    const page = await browser.context.newPage()
    await page.goto(`${server.url}/`)
    await page.getByRole('button', { name: 'Ok, understood' }).click()
    await page.getByRole('button', { name: 'Restore wallet', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Restore wallet' })
    await dialog.getByLabel('Keystore file').setInputFiles({
      name: 'k.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(keystore)),
    })
    await dialog.getByLabel('Keystore password').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Restore wallet' }).click()
    await dialog.getByText('You have successfully restored your wallet.').waitFor({ timeout: 60_000 })
    await page.close()

    if (runs('dashboard')) {
      const { oursMs, baselineMs } = await measureDashboardBalances({
        context: browser.context,
        appUrl: server.url,
        apiUrl: devnet.apiUrl,
        address,
      })
      process.stdout.write(
        `dashboard-balances: ratio ${(oursMs / baselineMs).toFixed(2)} (ours ${oursMs.toFixed(0)} ms, baseline ${baselineMs.toFixed(0)} ms: a static page fetching one balance; target ≤ 1.5)\n`,
      )
      const { rpcOnlyMs, apiMs } = await measureDashboardRpcOnly({
        context: browser.context,
        appUrl: server.url,
        setRpcOnly: (rpcOnly) => server.setConfig(devnetConfig(rpcOnly)),
      })
      process.stdout.write(
        `dashboard-balances-rpc-only: ratio ${(rpcOnlyMs / apiMs).toFixed(2)} (RPC-only ${rpcOnlyMs.toFixed(0)} ms, API mode ${apiMs.toFixed(0)} ms: the same dashboard, first balances; target ≤ 1.5)\n`,
      )
    }
    if (runs('unlock')) {
      const unlock = await measureUnlock({ context: browser.context, appUrl: server.url, password: PASSWORD })
      process.stdout.write(`${reportUnlock(unlock)}\n`)
    }
    if (runs('pair')) {
      process.stdout.write(
        await (await import('./measurePairDetail.js')).reportPairDetail({
          context: browser.context,
          appUrl: server.url,
          apiUrl: devnet.apiUrl,
          address,
        }),
      )
    }
    if (runs('governance')) {
      await (await import('./measureGovernanceScroll.js')).reportGovernanceScroll({
        context: browser.context,
        appUrl: server.url,
        address,
        devnet,
      })
    }
  } finally {
    await server.close()
  }
} finally {
  await browser.close()
  await devnet?.stop()
}
