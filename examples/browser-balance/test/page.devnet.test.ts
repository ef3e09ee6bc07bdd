// Builds the page with Vite, serves it, and drives it in Debian's Chromium (playwright-core, never a downloaded
// browser) against one devnet: open a funded wallet, see its balance, reject one send, complete another.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { createApiClient, getAccountBalances, getTransactionCount } from '@ftm-wallet/sdk'
import { Wallet } from 'ethers'
import { type BrowserContext, chromium } from 'playwright-core'
import { build } from 'vite'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'

const devnet = inject('devnet')
const root = fileURLToPath(new URL('..', import.meta.url))
const client = createApiClient({ endpoints: [devnet.apiUrl], hedgeDelay: false })
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
const PASSWORD = 'Browser-Pass-9'

let outDir: string
let profile: string
let server: Server
let context: BrowserContext
let pageUrl: string

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'ftm-example-page-'))
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'error', build: { outDir } })
  server = createServer((request, response) => {
    const path =
      normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html'
    try {
      const body = readFileSync(join(outDir, path))
      response
        .writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
        .end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  const query = new URLSearchParams({
    api: devnet.apiUrl,
    chainId: String(devnet.info.chainId),
    scryptN: '1024',
  })
  pageUrl = `http://127.0.0.1:${port}/?${query}`
  profile = mkdtempSync(join(tmpdir(), 'ftm-chromium-'))
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.FTM_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
})

afterAll(async () => {
  await context?.close().catch(() => undefined)
  await new Promise((resolve) => server?.close(resolve))
  rmSync(profile, { recursive: true, force: true })
  rmSync(outDir, { recursive: true, force: true })
})

it('shows the balance of a funded wallet, and sends FTM after a rejected attempt', async () => {
  // A fresh key per run, funded by the faucet: no publicly known key holds funds.
  const wallet = Wallet.createRandom()
  await fetch(`${devnet.url}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: wallet.address, amount: 50 }),
  })
  const recipient = Wallet.createRandom().address
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(pageUrl)

  await page.fill('#key', wallet.privateKey)
  await page.fill('#password', PASSWORD)
  await page.click('#open button')
  await expect.poll(() => page.textContent('#balance'), { timeout: 30_000 }).toBe('50')
  expect(await page.textContent('#address')).toBe(wallet.address)

  const status = page.locator('#status')
  await page.fill('#recipient', recipient)
  await page.fill('#amount', '1.5')
  await page.click('#send button')
  await page.waitForSelector('#confirm:not([hidden])', { timeout: 30_000 })
  await page.click('#reject')
  await expect.poll(() => status.getAttribute('data-state')).toBe('rejected')
  expect(await getTransactionCount(client, { address: wallet.address })).toBe(0n)

  await page.click('#send button')
  await page.waitForSelector('#confirm:not([hidden])', { timeout: 30_000 })
  expect(Number(await page.textContent('#fee'))).toBeGreaterThan(0)
  await page.fill('#confirm-password', PASSWORD)
  await page.click('#confirm-button')
  await expect.poll(() => status.getAttribute('data-state'), { timeout: 60_000 }).toBe('success')
  expect(await status.textContent()).toMatch(/^Sent: 0x[0-9a-f]{64}$/)

  const [received] = await getAccountBalances(client, { addresses: [recipient] })
  expect(received?.balance).toBe(15n * 10n ** 17n)
  // The page refreshes the balance 3 s after sending.
  await expect.poll(() => page.textContent('#balance'), { timeout: 15_000 }).toMatch(/^48\.4/)
  expect(errors).toEqual([])
})
