// The browser-extension build in Debian's Chromium for e2e tests: builds the extension into a directory of this run
// (with the devnet's endpoints in its config.json), loads it in a persistent context (--load-extension), and the
// wallet steps a test needs (restore a keystore, wait for the window the worker opens for a site).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { encryptKeystore } from '@ftm-wallet/sdk'
import { type BrowserContext, chromium, type Page, type Worker } from 'playwright-core'
import { createDevnetConfig } from '../../scripts/previewServer.mjs'
import { CHROMIUM_PATH } from './browser.js'
import { WEB_DIR } from './buildWeb.js'
import { watchCspViolations } from './session.js'

export const TEST_PASSWORD = 'Str0ng!passw0rd'

export interface ExtensionSession {
  context: BrowserContext
  serviceWorker: Worker
  extensionId: string
  cspViolations: string[]
  /** The wallet window the worker opens for a site's request (`path` e.g. '/eip-request/'). */
  nextWalletWindow(path: string): Promise<Page>
  /** Restores a keystore of `privateKey` (cheap KDF) in the wallet page, from the welcome page or the dashboard. */
  restoreFromKeystore(wallet: Page, privateKey: string, from: 'welcome' | 'dashboard'): Promise<void>
  close(): Promise<void>
}

/** Builds the extension (production build) into a fresh directory with the devnet's config.json. */
function buildExtension(devnet: ProvidedDevnet): string {
  const dir = mkdtempSync(join(tmpdir(), 'ftm-extension-'))
  const result = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '-c', 'vite.extension.config.ts', '--logLevel', 'warn', '--outDir', dir],
    { cwd: WEB_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (result.status !== 0) throw new Error(`extension build failed with exit code ${result.status}`)
  const config = createDevnetConfig({ api: devnet.apiUrl, rpc: devnet.rpcUrl, chainId: devnet.info.chainId })
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config))
  return dir
}

/** Debian's Chromium, headless, with a fresh persistent profile and only our extension (built into `extension`). */
export function launchWithExtension(profile: string, extension: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Playwright turns extensions off by default.
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
    ],
    viewport: { width: 1100, height: 900 },
  })
}

export async function startExtensionSession(devnet: ProvidedDevnet): Promise<ExtensionSession> {
  const extension = buildExtension(devnet)
  const profile = mkdtempSync(join(tmpdir(), 'ftm-chromium-'))
  const context = await launchWithExtension(profile, extension)
  const cspViolations = await watchCspViolations(context)
  const serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  const extensionId = new URL(serviceWorker.url()).host
  return {
    context,
    serviceWorker,
    extensionId,
    cspViolations,
    async nextWalletWindow(path) {
      const page = await context.waitForEvent('page', {
        predicate: (p) => p.url().includes(`chrome-extension://${extensionId}/popup.html#${path}`),
        timeout: 30_000,
      })
      await page.waitForLoadState()
      return page
    },
    async restoreFromKeystore(wallet, privateKey, from) {
      const button = from === 'welcome' ? 'Restore wallet' : 'Restore Wallet'
      await wallet.getByRole('button', { name: button, exact: true }).click()
      const dialog = wallet.getByRole('dialog', { name: 'Restore wallet' })
      const keystore = await encryptKeystore(privateKey, TEST_PASSWORD, { scryptN: 2 ** 12 })
      await dialog.getByLabel('Keystore file').setInputFiles({
        name: 'keystore.json',
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(keystore)),
      })
      await dialog.getByText('Keystore sucessfully loaded').waitFor()
      await dialog.getByLabel('Keystore password').fill(TEST_PASSWORD)
      await dialog.getByRole('button', { name: 'Restore wallet' }).click()
      await dialog.getByText('You have successfully restored your wallet.').waitFor({ timeout: 60_000 })
      await wallet.getByRole('link', { name: 'Access your wallet' }).click()
      await wallet.waitForURL(/#\/account\/0x[0-9a-fA-F]{40}$/)
    },
    async close() {
      await context.close().catch(() => undefined)
      rmSync(profile, { recursive: true, force: true })
      rmSync(extension, { recursive: true, force: true })
    },
  }
}
