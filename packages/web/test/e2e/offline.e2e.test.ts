// @vitest-environment node
// A screen seen once works offline (docs/behaviour/app-shell.md#offline-and-the-first-visit): the settings
// screen is not precached; opened on the very first visit (before the service worker existed), it still reloads
// with the network cut off. The worker never sees the API's POSTs. config.json is asked for once a load, by the page's
// preload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevnetConfig, startPreviewServer } from '../../scripts/previewServer.mjs'
import { type LaunchedBrowser, launchBrowser } from './browser.js'
import { DIST_DIR, ensureWebBuilt } from './buildWeb.js'
import { expectNoCspViolations, watchCspViolations } from './session.js'

let browser: LaunchedBrowser
let server: Awaited<ReturnType<typeof startPreviewServer>>
let cspViolations: string[] = []

beforeAll(async () => {
  ensureWebBuilt()
  server = await startPreviewServer({
    root: DIST_DIR,
    // No network is needed to show the settings screen; these endpoints are never reached.
    config: createDevnetConfig({ api: 'http://127.0.0.1:9/api', rpc: 'http://127.0.0.1:9', chainId: 4003 }),
  })
  browser = await launchBrowser()
  cspViolations = await watchCspViolations(browser.context)
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  expectNoCspViolations(cspViolations)
})

describe('offline after a first visit', () => {
  it('reloads a lazily loaded screen with the network cut off', async () => {
    const page = await browser.context.newPage()
    await page.goto(`${server.url}/settings`)
    await page
      .getByRole('heading', { name: 'Settings', level: 1, includeHidden: true })
      .waitFor({ state: 'attached' })
    const settingsChunk = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .find((path) => /^\/assets\/SettingsPage-.*\.js$/.test(path)),
    )
    expect(settingsChunk).toBeDefined()
    const chunk = settingsChunk as string
    // The worker takes the page over and keeps what the page loaded before it (the chunk is not precached).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    })
    await page.waitForFunction(async (path) => (await caches.match(path)) !== undefined, chunk, {
      timeout: 30_000,
      polling: 200,
    })
    const precached = await page.evaluate(async (path) => {
      for (const name of await caches.keys()) {
        if (
          name.startsWith('workbox-precache') &&
          (await (await caches.open(name)).keys()).some((r) => r.url.includes(path))
        )
          return true
      }
      return false
    }, chunk)
    expect(precached).toBe(false)

    await browser.context.setOffline(true)
    try {
      await page.reload()
      await expect(
        page
          .getByRole('heading', { name: 'Settings', level: 1, includeHidden: true })
          .waitFor({ state: 'attached', timeout: 30_000 }),
      ).resolves.toBeUndefined()
    } finally {
      await browser.context.setOffline(false)
    }
  }, 90_000)

  it('asks for config.json once a load, by the preload of index.html, also through the worker', async () => {
    const page = await browser.context.newPage()
    const configRequests = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname === '/config.json')
          .map((e) => (e as PerformanceResourceTiming).initiatorType),
      )
    const settings = () =>
      page
        .getByRole('heading', { name: 'Settings', level: 1, includeHidden: true })
        .waitFor({ state: 'attached', timeout: 30_000 })
    await page.goto(`${server.url}/settings`)
    await settings()
    // The app's own fetch got the preloaded answer: one request, the preload's (a second would be the fetch's).
    expect(await configRequests()).toEqual(['link'])
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    })
    await page.reload()
    await settings()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    expect(await configRequests()).toEqual(['link'])
  }, 60_000)

  it("sends POSTs (the API's and JSON-RPC's) and config.json past the worker, which still answers the page's other GETs", async () => {
    const page = await browser.context.newPage()
    await page.goto(`${server.url}/settings`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    })
    // The preview server answers config.json to any method: one POST and one GET of the same address.
    const routed = await page.evaluate(async () => {
      await (await fetch('/config.json?post', { method: 'POST', body: '{}' })).text()
      await (await fetch('/config.json?get', { cache: 'no-store' })).text()
      await (await fetch('/favicon.svg?get', { cache: 'no-store' })).text()
      const entry = (path: string) => {
        const found = performance.getEntriesByType('resource').find((e) => e.name.endsWith(path)) as
          | (PerformanceResourceTiming & { workerMatchedSourceType?: string })
          | undefined
        return { matched: found?.workerMatchedSourceType, throughWorker: (found?.workerStart ?? 0) > 0 }
      }
      return {
        post: entry('/config.json?post'),
        config: entry('/config.json?get'),
        get: entry('/favicon.svg?get'),
      }
    })
    // The worker's static routes sent the POST and the config's GET to the network (the page keeps the config's
    // offline copy: src/config/requestConfig.ts); another GET went through the worker's fetch handler.
    expect(routed.post.matched).toBe('network')
    expect(routed.config.matched).toBe('network')
    expect(routed.get).toEqual({ matched: '', throughWorker: true })
  }, 60_000)
})
