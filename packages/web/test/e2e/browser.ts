// Launches Debian's Chromium through playwright-core (never a downloaded browser) with the flags that keep it
// quiet on a closed network (docs/toolchain.md#browser-tests), each run in a fresh profile directory.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.FTM_CHROMIUM ?? '/usr/bin/chromium'

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface LaunchedBrowser {
  context: BrowserContext
  close(): Promise<void>
}

/** A persistent context in a fresh --user-data-dir (service workers and storage behave as for a person). */
export async function launchBrowser(
  options: { width?: number; height?: number } = {},
): Promise<LaunchedBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'ftm-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    acceptDownloads: true,
  })
  return {
    context,
    async close() {
      await context.close().catch(() => undefined)
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

export type { Browser }
