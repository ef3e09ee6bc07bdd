// @vitest-environment node
// End to end: the browser-extension build in Debian's Chromium, a local test dApp, and the run's devnet.
// The dApp connects through EIP-6963, gets one of the wallet's two accounts, sends a transaction the wallet
// confirms against the devnet, never sees the other account, and loses access when the user revokes it.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic, encryptKeystore } from '@ftm-wallet/sdk'
import type { BrowserContext, Page, Worker } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDevnetConfig } from '../../scripts/previewServer.mjs'
import { WEB_DIR } from './buildWeb.js'
import { type DappServer, serveDapp } from './dapp/serveDapp.js'
import { fundFromFaucet } from './environment.js'
import { launchWithExtension } from './extensionHarness.js'
import { kdfJobs, kdfWorker } from './kdfProbe.js'
import { devnetEndpoints, expectNoCspViolations, watchCspViolations } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const RDNS = 'org.ftm-wallet'
/** Where `pnpm build:extension` puts the extension for this run (beside FTM_WEB_E2E_DIST when set). */
const EXTENSION_DIST = process.env.FTM_WEB_E2E_DIST
  ? `${process.env.FTM_WEB_E2E_DIST}-extension`
  : join(WEB_DIR, 'dist-extension')

/** The service worker's global, as the test reaches its chrome.storage.local through serviceWorker.evaluate. */
interface WorkerGlobal {
  chrome: { storage: { local: { set(items: object): Promise<void>; remove(key: string): Promise<void> } } }
}

let devnet: ProvidedDevnet
let dapp: DappServer
let context: BrowserContext
let cspViolations: string[] = []
let extensionId: string
let serviceWorker: Worker
let wallet: Page
let site: Page
const temp: string[] = []
const accounts: { granted: string; other: string } = { granted: '', other: '' }

function buildExtension(): string {
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'vite',
      'build',
      '-c',
      'vite.extension.config.ts',
      '--logLevel',
      'warn',
      '--outDir',
      EXTENSION_DIST,
    ],
    // A production build, as people install it (vitest's NODE_ENV=test would give React's development build).
    { cwd: WEB_DIR, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  if (result.status !== 0) throw new Error(`extension build failed with exit code ${result.status}`)
  // This run's copy, with the devnet's endpoints in its config.json.
  const dir = mkdtempSync(join(tmpdir(), 'ftm-extension-'))
  temp.push(dir)
  cpSync(EXTENSION_DIST, dir, { recursive: true })
  const config = createDevnetConfig({ api: devnet.apiUrl, rpc: devnet.rpcUrl, chainId: devnet.info.chainId })
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config))
  return dir
}

async function launch(extension: string) {
  const profile = mkdtempSync(join(tmpdir(), 'ftm-chromium-'))
  temp.push(profile)
  context = await launchWithExtension(profile, extension)
  cspViolations = await watchCspViolations(context)
  serviceWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'))
  extensionId = new URL(serviceWorker.url()).host
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** axe's serious and critical findings on an extension page (its CSP refuses the inline script tag axe.ts adds). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } }
    ).axe
    return (await axe.run()).violations
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)
}

/** Calls the wallet from the dApp page, as a site would. */
function siteRequest(method: string, params?: unknown[]) {
  return site.evaluate(([rdns, m, p]) => window.dapp.request(rdns, m, p), [RDNS, method, params] as const)
}

/** The wallet window the worker opens for a site's request. */
async function nextWalletWindow(path: string): Promise<Page> {
  const page = await context.waitForEvent('page', {
    predicate: (p) => p.url().includes(`chrome-extension://${extensionId}/popup.html#${path}`),
    timeout: 30_000,
  })
  await page.waitForLoadState()
  return page
}

async function restoreFromKeystore(privateKey: string, from: 'welcome' | 'dashboard') {
  const button = from === 'welcome' ? 'Restore wallet' : 'Restore Wallet'
  await wallet.getByRole('button', { name: button, exact: true }).click()
  const dialog = wallet.getByRole('dialog', { name: 'Restore wallet' })
  // A cheap KDF keeps signing fast in the test; the wallet accepts any valid keystore.
  const keystore = await encryptKeystore(privateKey, PASSWORD, { scryptN: 2 ** 12 })
  await dialog.getByLabel('Keystore file').setInputFiles({
    name: 'keystore.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(keystore)),
  })
  await dialog.getByText('Keystore sucessfully loaded').waitFor()
  await dialog.getByLabel('Keystore password').fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Restore wallet' }).click()
  await dialog.getByText('You have successfully restored your wallet.').waitFor({ timeout: 60_000 })
  await wallet.getByRole('link', { name: 'Access your wallet' }).click()
  await wallet.waitForURL(/#\/account\/0x[0-9a-fA-F]{40}$/)
}

declare global {
  interface Window {
    dapp: {
      seen: { kind: string; value: string }[]
      wallets(): { uuid: string; name: string; icon: string; rdns: string }[]
      request(
        rdns: string,
        method: string,
        params?: readonly unknown[],
      ): Promise<{ result?: unknown; error?: { code: number; message: string } }>
    }
  }
}

beforeAll(async () => {
  devnet = inject('devnet')
  dapp = await serveDapp()
  await launch(buildExtension())
  const a = deriveKeyFromMnemonic(createMnemonic())
  const b = deriveKeyFromMnemonic(createMnemonic())
  accounts.granted = a.address
  accounts.other = b.address
  await fundFromFaucet(devnetEndpoints(devnet), a.address)
  wallet = await context.newPage()
  await wallet.goto(`chrome-extension://${extensionId}/popup.html#/`)
  await wallet.getByRole('button', { name: 'Ok, understood' }).click()
  await restoreFromKeystore(a.privateKey, 'welcome')
  await wallet.goto(`chrome-extension://${extensionId}/popup.html#/dashboard`)
  await restoreFromKeystore(b.privateKey, 'dashboard')
  site = await context.newPage()
  await site.goto(`${dapp.origin}/`)
}, 300_000)

afterAll(async () => {
  await context?.close().catch(() => undefined)
  await dapp?.close()
  for (const dir of temp) rmSync(dir, { recursive: true, force: true })
  expectNoCspViolations(cspViolations)
})

describe('browser extension with a dApp', () => {
  it('is a Manifest V3 extension with storage as its only permission and no remote script', () => {
    const manifest = JSON.parse(readFileSync(join(EXTENSION_DIST, 'manifest.json'), 'utf8'))
    expect(manifest.manifest_version).toBe(3)
    expect(manifest.permissions).toEqual(['storage'])
    expect(manifest.action.default_popup).toBe('popup.html#/eip-welcome')
    expect(manifest.host_permissions).toBeUndefined()
    expect(manifest.content_security_policy.extension_pages).toMatch(
      /^script-src 'self' 'wasm-unsafe-eval'; object-src 'self'/,
    )
    const popup = readFileSync(join(EXTENSION_DIST, 'popup.html'), 'utf8')
    expect(popup).not.toMatch(/<script[^>]+src="(https?:)?\/\//)
  })

  it("unlocked the restored keystores in the KDF worker, under the extension pages' policy", async () => {
    // The restores above ran scrypt (n = 2^12) in WebAssembly in the popup's worker ('wasm-unsafe-eval' in the
    // manifest); had the worker or its WebAssembly been refused, scrypt would have fallen back to the page's thread.
    const jobs = await kdfJobs(await kdfWorker(wallet))
    // `prepared` is set only when the worker's own scrypt instance gave the key (keptScrypt.ts), and `mixing` says the
    // extension's policy let it run our SIMD WebAssembly, not only hash-wasm's scalar fallback.
    const own = jobs.filter(
      (job) => job.kind === 'scrypt' && job.cost === 2 ** 12 && job.prepared !== undefined,
    )
    expect(own.length).toBeGreaterThanOrEqual(1)
    expect(own.map((job) => job.mixing)).toEqual(own.map(() => 'simd'))
  })

  it('announces an EIP-1193 provider through EIP-6963 that shows no account before a grant', async () => {
    await site.waitForFunction(() => window.dapp.wallets().length > 0)
    const [info] = await site.evaluate(() => window.dapp.wallets())
    expect(info).toMatchObject({ name: 'Fantom Wallet', rdns: RDNS })
    expect(info?.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(info?.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(await siteRequest('eth_chainId')).toEqual({ result: `0x${devnet.info.chainId.toString(16)}` })
    expect(await siteRequest('eth_accounts')).toEqual({ result: [] })
    expect((await siteRequest('eth_sign', [accounts.granted, '0x00'])).error?.code).toBe(4200)
  }, 60_000)

  it('connects with the one account the user grants', async () => {
    const windowOpened = nextWalletWindow('/eip-select-accounts/')
    const connected = siteRequest('eth_requestAccounts')
    const select = await windowOpened
    await select.getByTestId('eip-site').getByText(dapp.origin).waitFor()
    expect(await seriousViolations(select)).toEqual([])
    await select.getByRole('switch', { name: new RegExp(accounts.granted) }).click()
    expect(await select.getByRole('switch', { name: new RegExp(accounts.other) }).isChecked()).toBe(false)
    const closed = select.waitForEvent('close')
    await select.getByRole('button', { name: 'Connect' }).click()
    expect(await connected).toEqual({ result: [accounts.granted] })
    await closed
    expect(await siteRequest('eth_accounts')).toEqual({ result: [accounts.granted] })
  }, 60_000)

  it('sends a transaction the wallet confirms with the password, mined on the devnet', async () => {
    const value = `0x${(10n ** 18n).toString(16)}`
    const tx = { from: accounts.granted, to: accounts.other, value }
    // An account the site was not granted cannot be used, and is not revealed by the refusal.
    const refused = await siteRequest('eth_sendTransaction', [{ ...tx, from: accounts.other }])
    expect(refused.error?.code).toBe(4100)

    const windowOpened = nextWalletWindow('/eip-send-transaction/')
    const sent = siteRequest('eth_sendTransaction', [tx])
    const confirm = await windowOpened
    await confirm.getByTestId('eip-site').getByText(dapp.origin).waitFor()
    // The summary (value, fee, total) is ready before the password field shows.
    const summary = confirm.getByRole('region', { name: 'Transaction summary' })
    await summary.waitFor({ timeout: 30_000 })
    const row = (label: string) =>
      summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
    expect(await row('Value').textContent()).toMatch(/^1 FTM( \(.+\))?$/)
    expect(await row('Fee').textContent()).toMatch(/^0\.\d+ FTM/)
    expect(await row('Total').textContent()).toMatch(/^1\.\d+ FTM/)
    expect(await row('From').textContent()).toContain(accounts.granted)
    expect(await seriousViolations(confirm)).toEqual([])
    const password = confirm.getByLabel('Please enter your wallet password to send the transaction')
    await password.fill('Wrong!passw0rd')
    await confirm.getByRole('button', { name: 'Send' }).click()
    await confirm.getByText('Bad keystore file or password.').waitFor({ timeout: 30_000 })
    await password.fill(PASSWORD)
    await confirm.getByRole('button', { name: 'Send' }).click()
    const { result: hash } = await sent
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await confirm.getByText('Success', { exact: true }).waitFor({ timeout: 30_000 })

    // The receipt, through the wallet's RPC proxy and straight from the devnet's node.
    const viaWallet = await siteRequest('eth_getTransactionReceipt', [hash])
    expect(viaWallet.result).toMatchObject({ status: '0x1', transactionHash: hash })
    const response = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
    })
    const { result: receipt } = (await response.json()) as { result: Record<string, string> }
    expect(receipt).toMatchObject({ status: '0x1', to: accounts.other.toLowerCase() })
    expect(receipt.from?.toLowerCase()).toBe(accounts.granted.toLowerCase())
  }, 120_000)

  it("shows a site's unlimited approve() decoded, with the warning, before the password field", async () => {
    const contracts = devnet.info.contracts as Record<string, string>
    const fusd = contracts.fusd as string
    const router = contracts.uniswapRouter as string
    // approve(router, 2^256 - 1), as a site asks for an unlimited allowance.
    const data = `0x095ea7b3${router.slice(2).toLowerCase().padStart(64, '0')}${'f'.repeat(64)}`
    const windowOpened = nextWalletWindow('/eip-send-transaction/')
    const sent = siteRequest('eth_sendTransaction', [{ from: accounts.granted, to: fusd, data }])
    const confirm = await windowOpened
    const call = confirm.getByRole('region', { name: 'Contract call' })
    await call.waitFor({ timeout: 30_000 })
    expect(await call.getByTestId('call-sentence').textContent()).toBe(
      'Allow Uniswap router to spend UNLIMITED fUSD',
    )
    expect(await call.getByRole('alert').textContent()).toBe(
      'Unlimited allowance: Uniswap router may spend all your fUSD, now and later, until you revoke it.',
    )
    // The call and the summary come before the password field.
    const password = confirm.getByLabel('Please enter your wallet password to send the transaction')
    const order = await confirm.evaluate(() => {
      const region = document.querySelector('[aria-label="Transaction summary"]')
      const input = document.querySelector('input[type="password"]')
      const sentence = document.querySelector('[data-testid="call-sentence"]')
      const following = Node.DOCUMENT_POSITION_FOLLOWING
      return (
        !!region &&
        !!input &&
        !!sentence &&
        (sentence.compareDocumentPosition(region) & following) !== 0 &&
        (region.compareDocumentPosition(input) & following) !== 0
      )
    })
    expect(order).toBe(true)
    await password.waitFor()
    await confirm.getByRole('button', { name: 'Reject' }).click()
    expect((await sent).error?.code).toBe(4001)
  }, 60_000)

  it('answers -32602 naming the field of a malformed transaction, and opens no window', async () => {
    // Counted as pages opened during the requests: a window of an earlier test may still be closing.
    const opened: string[] = []
    const onPage = (p: Page) => opened.push(p.url())
    context.on('page', onPage)
    const refused = await siteRequest('eth_sendTransaction', [
      { from: accounts.granted, to: accounts.other, value: '1 FTM' },
    ])
    expect(refused.error).toEqual({
      code: -32602,
      message: "Invalid params: 'value' must be a 0x hex quantity",
    })
    const badGas = await siteRequest('eth_sendTransaction', [
      { from: accounts.granted, to: accounts.other, gas: 21000 },
    ])
    expect(badGas.error?.message).toContain("'gas'")
    context.off('page', onPage)
    expect(opened).toEqual([])
  }, 60_000)

  it('refuses a transaction the user rejects', async () => {
    const windowOpened = nextWalletWindow('/eip-send-transaction/')
    const sent = siteRequest('eth_sendTransaction', [{ from: accounts.granted, to: accounts.other }])
    const confirm = await windowOpened
    await confirm.getByRole('button', { name: 'Reject' }).click()
    expect((await sent).error?.code).toBe(4001)
  }, 60_000)

  it('tells the dApp when the configured network changes', async () => {
    const other = createDevnetConfig({ api: devnet.apiUrl, rpc: devnet.rpcUrl, chainId: 4004 })
    await serviceWorker.evaluate(
      (config) =>
        (globalThis as unknown as WorkerGlobal).chrome.storage.local.set({
          'runtimeConfig.v1': config,
        }),
      other,
    )
    await site.waitForFunction(() =>
      window.dapp.seen.some((s) => s.kind === 'chainChanged' && s.value === '"0xfa4"'),
    )
    expect(await siteRequest('eth_chainId')).toEqual({ result: '0xfa4' })
    await serviceWorker.evaluate(() =>
      (globalThis as unknown as WorkerGlobal).chrome.storage.local.remove('runtimeConfig.v1'),
    )
    await site.waitForFunction(() =>
      window.dapp.seen.some((s) => s.kind === 'chainChanged' && s.value === '"0xfa3"'),
    )
    expect(await siteRequest('eth_chainId')).toEqual({ result: '0xfa3' })
  }, 60_000)

  it("switches networks in the wallet's picker: the dApp gets chainChanged and keeps its accounts", async () => {
    // docs/behaviour/networks.md#switching: the picker lists the configured devnet, then Opera mainnet and testnet.
    const chainChanges = () =>
      site.evaluate(() => window.dapp.seen.filter((s) => s.kind === 'chainChanged').map((s) => s.value))
    const before = await chainChanges()
    await wallet.goto(`chrome-extension://${extensionId}/popup.html#/dashboard`)
    const active = wallet.getByTestId('active-network')
    await active.getByText('Fantom Devnet').waitFor({ timeout: 30_000 })
    await active.click()
    const picker = wallet.getByRole('dialog', { name: 'Networks' })
    await picker.getByRole('button', { name: /^Fantom Testnet/ }).click()
    await active.getByText('Fantom Testnet').waitFor()
    await site.waitForFunction(() =>
      window.dapp.seen.some((s) => s.kind === 'chainChanged' && s.value === '"0xfa2"'),
    )
    expect(await siteRequest('eth_chainId')).toEqual({ result: '0xfa2' })
    expect(await siteRequest('eth_accounts')).toEqual({ result: [accounts.granted] })

    // A custom network whose RPC reports another chain id is refused in the extension too, naming both ids.
    await active.click()
    await picker.getByRole('button', { name: 'Add network' }).click()
    const form = picker.getByRole('form', { name: 'Add network' })
    const customRpc = `${devnet.rpcUrl.replace(/\/$/, '')}/?node=extension`
    await form.getByLabel('Network name').fill('Wrong chain')
    await form.getByLabel('RPC URL').fill(customRpc)
    await form.getByLabel('Chain ID').fill('250')
    await form.getByRole('button', { name: 'Add network' }).click()
    const alert = form.getByRole('alert')
    await alert.waitFor({ timeout: 30_000 })
    expect(await alert.textContent()).toBe(
      `The RPC at ${customRpc} reports chain id ${devnet.info.chainId}, not 250. Check the chain id or the URL.`,
    )
    await picker
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: /^Fantom Devnet/ })
      .click()
    await active.getByText('Fantom Devnet').waitFor()
    await site.waitForFunction(
      (count) =>
        window.dapp.seen.filter((s) => s.kind === 'chainChanged' && s.value === '"0xfa3"').length > count,
      before.filter((v) => v === '"0xfa3"').length,
    )
    expect(await siteRequest('eth_chainId')).toEqual({ result: '0xfa3' })
    expect(await siteRequest('eth_accounts')).toEqual({ result: [accounts.granted] })
    // Exactly two chain changes: to testnet and back (the refused network sent none).
    expect((await chainChanges()).slice(before.length)).toEqual(['"0xfa2"', '"0xfa3"'])
  }, 90_000)

  it('loses access when the user revokes the site, and never saw the other account', async () => {
    // The action popup's page: the accounts, the connected sites, and the button that opens the wallet.
    await wallet.goto(`chrome-extension://${extensionId}/popup.html#/eip-welcome`)
    for (const address of [accounts.granted, accounts.other]) await wallet.getByText(address).waitFor()
    expect(await wallet.getByRole('button', { name: 'Open wallet' }).isVisible()).toBe(true)
    expect(await seriousViolations(wallet)).toEqual([])
    await wallet.getByRole('link', { name: dapp.origin }).click()
    await wallet.getByRole('switch', { name: new RegExp(accounts.granted) }).waitFor()
    expect(await wallet.getByRole('switch', { name: new RegExp(accounts.granted) }).isChecked()).toBe(true)
    await wallet.getByRole('button', { name: 'Disconnect site' }).click()
    await wallet.getByRole('status').getByText('Saved.').waitFor()

    await site.waitForFunction(() =>
      window.dapp.seen.some((s) => s.kind === 'accountsChanged' && s.value === '[]'),
    )
    expect(await siteRequest('eth_accounts')).toEqual({ result: [] })
    const refused = await siteRequest('eth_sendTransaction', [{ from: accounts.granted, to: accounts.other }])
    expect(refused.error?.code).toBe(4100)

    const seen = await site.evaluate(() => window.dapp.seen)
    expect(seen.some((s) => s.value.includes(accounts.granted))).toBe(true)
    // The other account appears only where the dApp itself named it (as the recipient in its own requests):
    // nothing the wallet answered or emitted contains it.
    const fromWallet = seen.filter((s) => s.kind !== 'eth_getTransactionReceipt')
    expect(fromWallet.filter((s) => s.value.toLowerCase().includes(accounts.other.toLowerCase()))).toEqual([])
  }, 60_000)
})
