// Screenshots of each main screen at 1280 px and 375 px, saved under packages/web/test-results/ (gitignored), with
// an index.html beside them that shows every screen at both widths side by side, sorted by name (the names start
// with their journey: create-, restore-, send-, staking-, funi-, pair-, fmint-, gov-, settings- …).
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { WEB_DIR } from './buildWeb.js'

export const RESULTS_DIR = join(WEB_DIR, 'test-results', 'screenshots')
export const WIDTHS = [1280, 375] as const

export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const original = page.viewportSize() ?? { width: 1280, height: 900 }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 })
    await page.waitForTimeout(100)
    await page.screenshot({ path: join(RESULTS_DIR, `${name}-${width}.png`), fullPage: true })
  }
  await page.setViewportSize(original)
  writeIndex()
}

/** The screens photographed so far (by this run or earlier ones), each with the widths it has. */
export function listScreens(): Map<string, number[]> {
  const screens = new Map<string, number[]>()
  for (const file of readdirSync(RESULTS_DIR)) {
    const match = /^(.+)-(\d+)\.png$/.exec(file)
    if (!match) continue
    const [, name, width] = match as unknown as [string, string, string]
    screens.set(
      name,
      [...(screens.get(name) ?? []), Number(width)].sort((a, b) => b - a),
    )
  }
  return screens
}

const html = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** Rewrites index.html: one row per screen, its 1280 px and 375 px pictures side by side. */
function writeIndex(): void {
  const rows = [...listScreens()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, widths]) =>
        `<section><h2>${html(name)}</h2>${widths
          .map(
            (w) =>
              `<a href="${html(name)}-${w}.png"><img src="${html(name)}-${w}.png" width="${w === 375 ? 188 : 640}" alt="${html(name)} at ${w} px"></a>`,
          )
          .join('')}</section>`,
    )
  writeFileSync(
    join(RESULTS_DIR, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>ftm-wallet screens</title><style>body{font:14px sans-serif}section{margin:1em 0}img{vertical-align:top;margin-right:1em;border:1px solid #ccc}</style><h1>Screens at 1280 and 375 px</h1>${rows.join('\n')}\n`,
  )
}
