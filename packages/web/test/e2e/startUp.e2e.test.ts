// @vitest-environment node
// The page's start with a stored wallet, in Chromium on the run's devnet (docs/decisions.md#web-start-up): the early
// balance request leaves from the boot script (a classic script at the top of the page's head; without it, from the
// early entry) with the last config the page read and is checked against this load's config.json; the
// dashboard's first render does not wait for the keystore table's check, whose outcome stays what it was.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { CDPSession, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type ControlledEndpoint, startControlledEndpoint } from './controlledEndpoint.js'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import { type E2eSession, restoreWalletFromWelcome, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
// A fresh test key (never a publicly known one), funded by the faucet.
const key = deriveKeyFromMnemonic(createMnemonic())

let devnet: ProvidedDevnet
let other: ControlledEndpoint
let session: E2eSession
let env: E2eEnvironment
let page: Page

const SUM = '1,234.00 FTM'

/** Every balance request a page sends, with the endpoint and the script that sent it. */
async function watchBalanceRequests(fresh: Page): Promise<{ url: string; script: string }[]> {
  const sent: { url: string; script: string }[] = []
  const cdp: CDPSession = await fresh.context().newCDPSession(fresh)
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (request.method !== 'POST') return
    const body = JSON.parse(request.postData ?? '{}')
    if (body.operationName !== 'AccountBalances') return
    const frames = [initiator.stack, initiator.stack?.parent].flatMap((stack) => stack?.callFrames ?? [])
    sent.push({ url: request.url, script: frames[0]?.url ?? '' })
  })
  await cdp.send('Network.enable')
  return sent
}

/** Opens /dashboard in a new page of the session and waits for the wallet's sum. */
async function openDashboard(): Promise<{ fresh: Page; sent: { url: string; script: string }[] }> {
  const fresh = await page.context().newPage()
  const sent = await watchBalanceRequests(fresh)
  await fresh.goto(`${env.appUrl}/dashboard`)
  await fresh.getByTestId('sum-available').getByText(SUM, { exact: true }).waitFor({ timeout: 30_000 })
  return { fresh, sent }
}

beforeAll(async () => {
  devnet = inject('devnet')
  // Another GraphQL endpoint the config may name: a proxy in front of the same API that the test can make hang.
  other = await startControlledEndpoint({ target: devnet.apiUrl, urlHost: 'localhost' })
  session = await startE2eSession({ apiUrls: [devnet.apiUrl, other.url] })
  ;({ env, page } = session)
  env.serveApiUrls([devnet.apiUrl])
  await fundFromFaucet(env.devnet, key.address, '1234')
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await session?.close()
  await other?.close()
})

describe('the early balance request', () => {
  it('leaves with the last config the page read; when config.json names another API, only that API’s answer is shown', async () => {
    // The page has read a config naming the devnet's API: the next load asks it before config.json answers.
    const first = await openDashboard()
    expect(first.sent.map((r) => r.url)).toEqual([devnet.apiUrl])
    expect(first.sent[0]?.script).toMatch(/\/assets\/boot-[\w-]+\.js$/)
    await first.fresh.close()

    // config.json now names the other endpoint, which never answers; then the devnet's API again.
    env.serveApiUrls([other.url])
    await other.set('hang')
    try {
      const fresh = await page.context().newPage()
      const sent = await watchBalanceRequests(fresh)
      await fresh.goto(`${env.appUrl}/dashboard`)
      // The request sent with the last config (the devnet's API) is not taken: the app asks the configured
      // endpoint, which hangs, so no sum is shown.
      await expect.poll(() => sent.map((r) => r.url), { timeout: 30_000 }).toEqual([devnet.apiUrl, other.url])
      expect(sent.every((r) => /\/assets\/boot-[\w-]+\.js$/.test(r.script))).toBe(true)
      await fresh.waitForTimeout(1_000)
      expect(
        await fresh
          .getByTestId('sum-available')
          .getByText(/\d FTM/)
          .count(),
      ).toBe(0)
      await fresh.close()
    } finally {
      await other.set('pass')
      env.serveApiUrls([devnet.apiUrl])
    }

    // The last config read named the other endpoint: this load's early request goes there first and is dropped for
    // the devnet's API, whose answer the sum shows.
    const back = await openDashboard()
    expect(back.sent.map((r) => r.url)).toEqual([other.url, devnet.apiUrl])
    await back.fresh.close()
    // And the load after it asks the devnet's API alone.
    const again = await openDashboard()
    expect(again.sent.map((r) => r.url)).toEqual([devnet.apiUrl])
    await again.fresh.close()
  }, 120_000)
})

describe('the boot script', () => {
  it('is the page’s first script, a classic one the worker precaches, and sends the balance request', async () => {
    const { fresh, sent } = await openDashboard()
    try {
      // Sent once, by the boot script; the app took its answer (the sum is shown).
      expect(sent).toHaveLength(1)
      expect(sent[0]?.script).toMatch(/\/assets\/boot-[\w-]+\.js$/)
      const head = await fresh.evaluate(() => {
        const scripts = [...document.querySelectorAll('script')]
        const first = scripts[0]
        const preload = document.querySelector('link[rel=preload][href="/config.json"]')
        return {
          firstType: first?.getAttribute('type') ?? null,
          firstSrc: first ? new URL(first.src).pathname : '',
          firstAsync: first?.async ?? true,
          inHead: first?.parentElement === document.head,
          afterPreload:
            !!preload &&
            !!first &&
            !!(preload.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING),
          modulesAfter: scripts.slice(1).every((s) => s.type === 'module'),
        }
      })
      // A classic script (no type, not async: the parser runs it as soon as it has it), after config.json's preload
      // and ahead of every module script.
      expect(head).toEqual({
        firstType: null,
        firstSrc: expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/),
        firstAsync: false,
        inHead: true,
        afterPreload: true,
        modulesAfter: true,
      })
      // In the worker's precache: an offline load runs it too.
      await fresh.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      })
      const precached = await fresh.evaluate(async (path) => {
        for (const name of await caches.keys()) {
          if (!name.startsWith('workbox-precache')) continue
          if ((await (await caches.open(name)).keys()).some((r) => new URL(r.url).pathname === path))
            return true
        }
        return false
      }, head.firstSrc)
      expect(precached).toBe(true)
    } finally {
      await fresh.close()
    }
  }, 60_000)

  it('with the request out on the last config, the app’s code runs before config.json has answered', async () => {
    const fresh = await page.context().newPage()
    try {
      // config.json's answer is held until the page has shown that the app's entry ran: its service worker
      // registration loads workbox-window's file.
      const cdp = await fresh.context().newCDPSession(fresh)
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      const paused: string[] = []
      cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
        paused.push(new URL(request.url).pathname)
        void held.then(() => cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined))
      })
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/config.json' }] })
      const asked: string[] = []
      fresh.on('request', (request) => asked.push(new URL(request.url()).pathname))
      await fresh.goto(`${env.appUrl}/dashboard`, { waitUntil: 'commit' })
      await expect
        .poll(() => asked.some((path) => /^\/assets\/workbox-window[\w.-]*\.js$/.test(path)), {
          timeout: 30_000,
        })
        .toBe(true)
      expect(paused).toEqual(['/config.json'])
      // Nothing is rendered before this load's config is in.
      expect(await fresh.locator('#root').evaluate((root) => root.childElementCount)).toBe(0)
      release()
      await fresh.getByTestId('sum-available').getByText(SUM, { exact: true }).waitFor({ timeout: 30_000 })
    } finally {
      await fresh.close()
    }
  }, 60_000)

  it('missing, the early entry sends the same request itself and the sum shows', async () => {
    const fresh = await page.context().newPage()
    try {
      const sent = await watchBalanceRequests(fresh)
      const cdp = await fresh.context().newCDPSession(fresh)
      await cdp.send('Network.enable')
      await cdp.send('Network.setBlockedURLs', { urls: ['*/assets/boot-*'] })
      const failed: string[] = []
      fresh.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname))
      await fresh.goto(`${env.appUrl}/dashboard`)
      await fresh.getByTestId('sum-available').getByText(SUM, { exact: true }).waitFor({ timeout: 30_000 })
      expect(failed).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)])
      expect(sent.map((r) => r.url)).toEqual([devnet.apiUrl])
      expect(sent[0]?.script).toMatch(/\/assets\/early-[\w-]+\.js$/)
    } finally {
      await fresh.close()
    }
  }, 60_000)
})

describe('the keystore table', () => {
  it('is checked beside the first render: the dashboard shows while another tab holds the table, and a keystore missing from it is put back', async () => {
    // Take the wallet's keystore out of the table (the account list keeps its copy), then hold the table with a
    // write transaction of another tab that does not end until released.
    const holder = await page.context().newPage()
    await holder.goto(`${env.appUrl}/config.json`)
    const address = await holder.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('KeystoresDB')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const rows = await new Promise<{ address: string }[]>((resolve) => {
        const request = db.transaction('keystores').objectStore('keystores').getAll()
        request.onsuccess = () => resolve(request.result)
      })
      const address = rows[0]?.address ?? ''
      await new Promise<void>((resolve) => {
        const tx = db.transaction('keystores', 'readwrite')
        tx.objectStore('keystores').delete(address)
        tx.oncomplete = () => resolve()
      })
      const store = db.transaction('keystores', 'readwrite').objectStore('keystores')
      const state = window as unknown as { holding: boolean }
      state.holding = true
      const spin = () => {
        if (state.holding) store.get(address).onsuccess = spin
      }
      spin()
      return address
    })
    expect(address.toLowerCase()).toBe(key.address.toLowerCase())
    const readRow = () =>
      holder.evaluate(
        (address) =>
          new Promise<boolean>((resolve, reject) => {
            const request = indexedDB.open('KeystoresDB')
            request.onerror = () => reject(request.error)
            request.onsuccess = () => {
              const get = request.result.transaction('keystores').objectStore('keystores').get(address)
              get.onsuccess = () => {
                resolve(get.result !== undefined)
                request.result.close()
              }
            }
          }),
        address,
      )

    const { fresh } = await openDashboard()
    // Shown while the table is held: the check has not read it yet, so the keystore is not back.
    await fresh.getByRole('heading', { name: 'Wallets (1)' }).waitFor()
    await holder.evaluate(() => {
      ;(window as unknown as { holding: boolean }).holding = false
    })
    await expect.poll(readRow, { timeout: 30_000 }).toBe(true)
    await fresh.close()
    await holder.close()
  }, 120_000)

  it('that cannot be opened ends the start with the storage message, as before', async () => {
    // Every page of the app closed, a page of its origin without the app moves the keystore database to a version
    // the app cannot open.
    for (const open of page.context().pages()) await open.close()
    const breaker = await page.context().newPage()
    await breaker.goto(`${env.appUrl}/config.json`)
    await breaker.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('KeystoresDB', 2)
          request.onsuccess = () => {
            request.result.close()
            resolve()
          }
          request.onerror = () => reject(request.error)
          request.onblocked = () => reject(new Error('the keystore database is still open in a page'))
        }),
    )
    await breaker.goto(`${env.appUrl}/dashboard`)
    const alert = breaker.getByRole('alert').filter({ hasText: 'The wallet could not start' })
    await alert.getByText('Its configuration or storage could not be read: Could not read storage').waitFor({
      timeout: 30_000,
    })
  }, 120_000)
})
