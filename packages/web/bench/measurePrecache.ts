// What the service worker precaches on the first visit: the files its manifest in sw.js names, their bytes on disk.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext } from 'playwright-core'

/** The URLs of the precache manifest workbox wrote into sw.js. */
export function precacheManifest(sw: string): string[] {
  return [
    ...new Set([...sw.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map((m) => m[1] as string)),
  ]
}

export interface PrecacheMeasure {
  files: number
  bytes: number
}

export function measurePrecache(distDir: string): PrecacheMeasure {
  const urls = precacheManifest(readFileSync(join(distDir, 'sw.js'), 'utf8'))
  return { files: urls.length, bytes: urls.reduce((sum, url) => sum + statSync(join(distDir, url)).size, 0) }
}

/**
 * What the welcome screen transfers on a first visit in a fresh profile: the encoded bytes of every response the
 * page itself received (Chromium's Network.loadingFinished), until the welcome screen shows and the service worker
 * is active. The worker's own precache downloads are not the page's: they are the precache line.
 */
export async function measureWelcomeFirstVisit(
  context: BrowserContext,
  appUrl: string,
): Promise<{ bytes: number; requests: number }> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  let bytes = 0
  let requests = 0
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength
    requests += 1
  })
  await page.goto(`${appUrl}/`, { waitUntil: 'networkidle' })
  await page
    .getByRole('button', { name: 'Create a new wallet', includeHidden: true })
    .waitFor({ state: 'attached' })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.close()
  return { bytes, requests }
}
