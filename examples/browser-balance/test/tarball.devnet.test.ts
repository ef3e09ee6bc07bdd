// The page from the packed packages: `pnpm pack` of the built @ftm-wallet/sdk and devnet, installed with Vite and
// xstate into an empty browser app outside the workspace (pnpm, from its store), this example's index.html and
// src/main.ts copied there and built by that app's own Vite, a devnet started from the devnet tarball's
// `ftm-devnet`, then the page opened in Debian's Chromium against that devnet: a funded wallet's balance shows.
import { execFile } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { Wallet } from 'ethers'
import { type BrowserContext, chromium } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type InstalledDevnet, startInstalledDevnet } from '../../../scripts/startInstalledDevnet.mjs'

const example = fileURLToPath(new URL('..', import.meta.url))
const packages = fileURLToPath(new URL('../../../packages/', import.meta.url))
const run = promisify(execFile)
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
const PASSWORD = 'Browser-Pass-9'

let work: string
let outDir: string
let profile: string
let server: Server
let context: BrowserContext
let pageUrl: string
let devnet: InstalledDevnet | undefined

function pnpm(args: string[], cwd: string) {
  return run('pnpm', args, {
    cwd,
    env: { ...process.env, npm_config_prefer_offline: 'true' },
    timeout: 240_000,
  })
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'ftm-tarball-page-'))
  const tarballs = join(work, 'tarballs')
  mkdirSync(tarballs)
  const packed: Record<string, string> = {}
  for (const name of ['sdk', 'devnet']) {
    await pnpm(['pack', '--pack-destination', tarballs], join(packages, name))
    const file = readdirSync(tarballs).find((f) => f.startsWith(`ftm-wallet-${name}-`))
    expect(file, name).toMatch(/\.tgz$/)
    packed[name] = join(tarballs, file as string)
  }
  const app = join(work, 'app')
  mkdirSync(join(app, 'src'), { recursive: true })
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'page', private: true, type: 'module' }))
  // anvil's postinstall is not run, as in the workspace: the devnet takes the binary of its platform package.
  writeFileSync(join(app, 'pnpm-workspace.yaml'), 'allowBuilds:\n  "@foundry-rs/anvil": false\n')
  const manifest = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'))
  await pnpm(
    [
      'add',
      packed.sdk as string,
      packed.devnet as string,
      `xstate@${manifest.dependencies.xstate}`,
      `vite@${manifest.devDependencies.vite}`,
      '--reporter=silent',
    ],
    app,
  )
  copyFileSync(join(example, 'index.html'), join(app, 'index.html'))
  copyFileSync(join(example, 'src/main.ts'), join(app, 'src/main.ts'))
  await run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], {
    cwd: app,
    timeout: 120_000,
  })
  outDir = join(app, 'dist')
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
  devnet = await startInstalledDevnet(app, join(work, 'devnet-data'))
  const info = (await (await fetch(`${devnet.url}/devnet/info`)).json()) as {
    apiUrl: string
    chainId: number
  }
  const query = new URLSearchParams({
    api: info.apiUrl,
    chainId: String(info.chainId),
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
}, 420_000)

afterAll(async () => {
  await context?.close().catch(() => undefined)
  await devnet?.stop()
  await new Promise((resolve) => server?.close(resolve))
  if (profile) rmSync(profile, { recursive: true, force: true })
  if (work) rmSync(work, { recursive: true, force: true })
})

it("builds the page in an app that installed the tarball, and shows a funded wallet's balance", async () => {
  const wallet = Wallet.createRandom()
  await fetch(`${devnet?.url}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: wallet.address, amount: 50 }),
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(pageUrl)
  await page.fill('#key', wallet.privateKey)
  await page.fill('#password', PASSWORD)
  await page.click('#open button')
  await expect.poll(() => page.textContent('#balance'), { timeout: 30_000 }).toBe('50')
  expect(await page.textContent('#address')).toBe(wallet.address)
  expect(errors).toEqual([])
})
