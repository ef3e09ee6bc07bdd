// Time from navigation to the dashboard showing the summed balance, against a baseline page on the same
// machine that fetches one balance from the same API and prints it (both medians of `runs` cold-ish loads).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { startPreviewServer } from '../scripts/previewServer.mjs'

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

async function timeLoad(page: Page, url: string, ready: () => Promise<unknown>): Promise<number> {
  await page.goto('about:blank')
  const start = performance.now()
  await page.goto(url)
  await ready()
  return performance.now() - start
}

export interface DashboardMeasure {
  oursMs: number
  baselineMs: number
}

const LIMITED_MODE = 'Limited mode: the Fantom API is unreachable'

/**
 * The dashboard's first balances with the app configured RPC-only (limited mode: the devnet's JSON-RPC node, no
 * API), against the same page in API mode, loads taking turns. The preview server serves the RPC-only config.json
 * for those loads (`setConfig`; same origin, so the same stored wallet; the page's service worker asks the server
 * first for config.json); each load checks which mode it ran in by the limited-mode banner.
 */
export async function measureDashboardRpcOnly(options: {
  context: BrowserContext
  appUrl: string
  /** Serves config.json with every network RPC-only (true) or as configured (false). */
  setRpcOnly: (rpcOnly: boolean) => void
  runs?: number
}): Promise<{ rpcOnlyMs: number; apiMs: number }> {
  const { context, appUrl, setRpcOnly, runs = 5 } = options
  const page = await context.newPage()
  const firstBalances = () =>
    page
      .getByTestId('sum-available')
      .getByText(/\d FTM/)
      .waitFor({ timeout: 30_000 })
  const load = async (rpcOnly: boolean) => {
    setRpcOnly(rpcOnly)
    const took = await timeLoad(page, `${appUrl}/dashboard`, firstBalances)
    const limited = await page.getByText(LIMITED_MODE).isVisible()
    if (limited !== rpcOnly)
      throw new Error(
        `a ${rpcOnly ? 'RPC-only' : 'API mode'} load ran ${limited ? 'in' : 'outside'} limited mode`,
      )
    return took
  }
  try {
    const rpcOnly: number[] = []
    const api: number[] = []
    await load(true) // warm-up: the RPC-only path's code and the node's first answers
    for (let i = 0; i < runs; i++) {
      api.push(await load(false))
      rpcOnly.push(await load(true))
    }
    return { rpcOnlyMs: median(rpcOnly), apiMs: median(api) }
  } finally {
    setRpcOnly(false)
    await page.close()
  }
}

export async function measureDashboardBalances(options: {
  context: BrowserContext
  appUrl: string
  apiUrl: string
  address: string
  runs?: number
}): Promise<DashboardMeasure> {
  const { context, appUrl, apiUrl, address, runs = 5 } = options
  const dir = mkdtempSync(join(tmpdir(), 'ftm-bench-baseline-'))
  // The page's script is a file of its own and the API's origin is in the served config: the preview server sends the
  // app's CSP (script-src 'self', connect-src from the config) with every answer.
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>baseline</title><p id="out">…</p><script src="baseline.js"></script>',
  )
  writeFileSync(
    join(dir, 'baseline.js'),
    `fetch(${JSON.stringify(apiUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ account(address: "${address}") { balance totalValue } }' }) })
  .then((r) => r.json()).then((j) => { document.getElementById('out').textContent = BigInt(j.data.account.balance) + ' wei' })
`,
  )
  const baselineServer = await startPreviewServer({
    root: dir,
    config: { networks: [{ apiUrls: [apiUrl] }] },
  })
  const page = await context.newPage()
  try {
    const ours: number[] = []
    const baseline: number[] = []
    for (let i = 0; i < runs; i++) {
      baseline.push(
        await timeLoad(page, `${baselineServer.url}/`, () =>
          page.getByText(/\d+ wei/).waitFor({ timeout: 30_000 }),
        ),
      )
      ours.push(
        await timeLoad(page, `${appUrl}/dashboard`, () =>
          page
            .getByTestId('sum-available')
            .getByText(/\d FTM/)
            .waitFor({ timeout: 30_000 }),
        ),
      )
    }
    return { oursMs: median(ours), baselineMs: median(baseline) }
  } finally {
    await page.close()
    await baselineServer.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
