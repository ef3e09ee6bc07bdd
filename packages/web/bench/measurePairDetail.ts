// Pair detail (issue 8 Performance): time from navigation to all four charts drawn with one month of 15-minute
// data, against a baseline page in the same run: a static page with the raw lightweight-charts bundle that fetches
// the same four series from the same API, fills them the same way and draws each chart after the same tab clicks.
// Both are medians of `runs` loads.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createApiClient, getUniswapActions, getUniswapPairs } from '@ftm-wallet/sdk'
import type { BrowserContext, Page } from 'playwright-core'
import { startPreviewServer } from '../scripts/previewServer.mjs'
import { shownSymbol } from '../src/ui/tokenSymbol.js'

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
const STEP = 900
const MONTH = 30 * 86_400

interface BenchPair {
  pairAddress: string
  labels: [string, string, string, string]
  decimals: number
}

/** The seeded pool with the most actions. */
async function busiestPair(apiUrl: string): Promise<BenchPair> {
  const client = createApiClient({ endpoints: [apiUrl], retries: 3 })
  const pairs = await getUniswapPairs(client)
  const counts = await Promise.all(
    pairs.map(async (p) =>
      Number((await getUniswapActions(client, { pairAddress: p.pairAddress, count: 1 })).totalCount),
    ),
  )
  const pair = pairs[counts.indexOf(Math.max(...counts))]
  if (!pair) throw new Error('the devnet has no pools')
  // As the page writes them (docs/behaviour/tokens-and-assets.md#symbols: FUSD is shown as fUSD).
  const [s0, s1] = pair.tokens.map((t) => shownSymbol(t.symbol))
  return {
    pairAddress: pair.pairAddress,
    // The chart tabs as the pair page names them (docs/behaviour/pair-detail.md#charts: 'token1/token2 price').
    labels: ['Liquidity', 'Volume', `${s0}/${s1} price`, `${s1}/${s0} price`],
    decimals: pair.tokens[0]?.decimals ?? 18,
  }
}

function baselineHtml(pair: BenchPair): string {
  return `<!doctype html><meta charset="utf-8"><title>baseline</title>
<script src="lightweight-charts.js"></script>
<div>${pair.labels.map((l, i) => `<button id="tab${i}">${l}</button>`).join('')}</div>
<div id="chart" style="width:900px;height:280px"></div><script src="baseline.js"></script>`
}

/** The baseline page's script (a file: the preview server's CSP refuses inline scripts). */
function baselineScript(apiUrl: string, pair: BenchPair): string {
  return `const LC = window.LightweightCharts, labels = ${JSON.stringify(pair.labels)}, STEP = ${STEP}
const now = Math.floor(Date.now() / 1000), from = now - ${MONTH}, div = 10 ** ${pair.decimals}
const args = 'address: "${pair.pairAddress}", resolution: "15m", fromDate: ' + from
const ask = (q) => fetch(${JSON.stringify(apiUrl)}, { method: 'POST', headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ ' + q + ' }' }) }).then((r) => r.json()).then((j) => j.data)
const ts = (t) => Math.floor(Date.parse(t) / 1000)
function fill(known, keep) {
  if (!known.length) return []
  const at = new Map(known.map((p) => [p.time, p.value])), out = []
  let prev = known[0].value
  for (let t = known[0].time; t <= Math.max(known[known.length - 1].time, now - (now % STEP)); t += STEP) {
    const v = at.has(t) ? at.get(t) : keep ? prev : 0
    out.push({ time: t, value: v }); prev = v
  }
  return out
}
const candles = (list) => list.map((p) => ({ time: ts(p.time), open: p.open, high: p.high, low: p.low, close: p.close }))
const data = Promise.all([
  ask('defiTimeReserves(' + args + ') { time reserveClose }'),
  ask('defiTimeVolumes(' + args + ') { time value }'),
  ask('defiTimePrices(' + args + ', direction: 0) { time open close low high }'),
  ask('defiTimePrices(' + args + ', direction: 1) { time open close low high }'),
]).then(([r, v, p, q]) => [
  fill(r.defiTimeReserves.map((x) => ({ time: ts(x.time), value: Number(BigInt(x.reserveClose[0])) / div })), true),
  fill(v.defiTimeVolumes.map((x) => ({ time: ts(x.time), value: Number(BigInt(x.value)) / div })), false),
  candles(p.defiTimePrices), candles(q.defiTimePrices),
])
let chart
async function show(i) {
  const series = (await data)[i], node = document.getElementById('chart')
  if (chart) chart.remove()
  node.dataset.state = 'drawing'
  node.setAttribute('aria-label', labels[i] + ' chart')
  chart = LC.createChart(node, { autoSize: true, height: 280 })
  const kind = i === 0 ? LC.AreaSeries : i === 1 ? LC.HistogramSeries : LC.CandlestickSeries
  chart.addSeries(kind).setData(series)
  chart.timeScale().fitContent()
  requestAnimationFrame(() => { node.dataset.state = 'drawn'; node.dataset.points = series.length })
}
labels.forEach((_, i) => { document.getElementById('tab' + i).onclick = () => show(i) })
show(0)
`
}

/** Loads `url`, then shows each chart in turn; the time until the last one is drawn. */
async function timeCharts(
  page: Page,
  url: string,
  labels: readonly string[],
  tab: (label: string) => Promise<void>,
) {
  await page.goto('about:blank')
  const start = performance.now()
  await page.goto(url)
  let points = 0
  for (const [i, label] of labels.entries()) {
    if (i > 0) await tab(label)
    const chart = page.locator(`[aria-label^="${label} chart"][data-state="drawn"]`)
    await chart.waitFor({ timeout: 60_000 })
    if (i === 1) points = Number(await chart.getAttribute('data-points'))
  }
  return { ms: performance.now() - start, points }
}

export interface PairDetailMeasure {
  oursMs: number
  baselineMs: number
  /** Volume chart points (15-minute buckets) in our page and the baseline. */
  oursPoints: number
  baselinePoints: number
}

export async function measurePairDetail(options: {
  context: BrowserContext
  appUrl: string
  apiUrl: string
  /** A wallet on the app's device (the pair page is account-scoped). */
  address: string
  runs?: number
}): Promise<PairDetailMeasure> {
  const { context, appUrl, apiUrl, address, runs = 3 } = options
  const pair = await busiestPair(apiUrl)
  const dir = mkdtempSync(join(tmpdir(), 'ftm-bench-pair-'))
  const packageDir = dirname(createRequire(import.meta.url).resolve('lightweight-charts/package.json'))
  copyFileSync(
    join(packageDir, 'dist/lightweight-charts.standalone.production.js'),
    join(dir, 'lightweight-charts.js'),
  )
  writeFileSync(join(dir, 'index.html'), baselineHtml(pair))
  writeFileSync(join(dir, 'baseline.js'), baselineScript(apiUrl, pair))
  const baselineServer = await startPreviewServer({
    root: dir,
    config: { networks: [{ apiUrls: [apiUrl] }] },
  })
  const page = await context.newPage()
  try {
    const ours: number[] = []
    const baseline: number[] = []
    let oursPoints = 0
    let baselinePoints = 0
    const appPage = `${appUrl}/funi/${address}/pools/pair/${pair.pairAddress}?span=1M&data=15m`
    for (let i = 0; i < runs; i++) {
      const base = await timeCharts(page, `${baselineServer.url}/`, pair.labels, (label) =>
        page.getByRole('button', { name: label, exact: true }).click(),
      )
      baseline.push(base.ms)
      baselinePoints = base.points
      const app = await timeCharts(page, appPage, pair.labels, (label) =>
        page.getByRole('tab', { name: label, exact: true }).click(),
      )
      ours.push(app.ms)
      oursPoints = app.points
    }
    return { oursMs: median(ours), baselineMs: median(baseline), oursPoints, baselinePoints }
  } finally {
    await page.close()
    await baselineServer.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The benchmark's printed line, like the other benches: name, ratio, then what was measured. */
export async function reportPairDetail(options: Parameters<typeof measurePairDetail>[0]): Promise<string> {
  const m = await measurePairDetail(options)
  return `pair-detail-charts: ratio ${(m.oursMs / m.baselineMs).toFixed(2)} (ours ${m.oursMs.toFixed(0)} ms, baseline ${m.baselineMs.toFixed(0)} ms: raw lightweight-charts page, same API, 4 charts of 1M at 15m, ${m.oursPoints}/${m.baselinePoints} volume points)\n`
}
