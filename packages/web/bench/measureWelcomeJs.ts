// Gzipped JavaScript the welcome screen needs: every script Chromium loads until the welcome screen is
// shown, each gzipped (level 9) as a static server would send it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BrowserContext } from 'playwright-core'

export interface WelcomeJsMeasure {
  files: { path: string; gzipBytes: number }[]
  totalGzipBytes: number
}

export async function measureWelcomeJs(
  context: BrowserContext,
  appUrl: string,
  distDir: string,
): Promise<WelcomeJsMeasure> {
  const page = await context.newPage()
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === new URL(appUrl).origin && url.pathname.endsWith('.js') && url.pathname !== '/sw.js') {
      scripts.add(url.pathname)
    }
  })
  await page.goto(`${appUrl}/`, { waitUntil: 'networkidle' })
  // The first-visit notice covers the screen (the rest is aria-hidden), so wait for the content itself.
  await page
    .getByRole('button', { name: 'Create a new wallet', includeHidden: true })
    .waitFor({ state: 'attached' })
  await page.close()
  const files = [...scripts].sort().map((path) => ({
    path,
    gzipBytes: gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length,
  }))
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) }
}
