// Screenshots of each main screen at 1280 px and 375 px, saved under packages/web/test-results/ (gitignored).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { WEB_DIR } from './buildWeb.js'

export const RESULTS_DIR = join(WEB_DIR, 'test-results', 'screenshots')

export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const original = page.viewportSize() ?? { width: 1280, height: 900 }
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 })
    await page.waitForTimeout(100)
    await page.screenshot({ path: join(RESULTS_DIR, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize(original)
}
