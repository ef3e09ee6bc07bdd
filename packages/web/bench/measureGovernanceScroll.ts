// Governance list under load: 500 proposals created on the devnet, the list scrolled to its end in Chromium while
// a PerformanceObserver('longtask') records every long task. Budget: no long task over 100 ms (issue 8).
// Baseline, same run: a static page with a plain 500-row table scrolled the same way. The ratio compares the
// longest gap between two animation frames while scrolling (what a user sees as a stall), ours / baseline.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { startPreviewServer } from '../scripts/previewServer.mjs'

const FTM = 10n ** 18n
/** Governance.proposalFee() (docs/chain-and-api.md#governance-contract): paid with every createProposal. */
const PROPOSAL_FEE = 100n * FTM
/** PlainTextProposalFactory.create(string,string,bytes32[],uint256,uint256,uint256,uint256,uint256), 0x371f3122. */
const CREATE_SELECTOR = '371f3122'
const DAY = 86_400

const word = (n: bigint | number) => BigInt(n).toString(16).padStart(64, '0')
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
const padRight = (h: string) => h.padEnd(Math.ceil(h.length / 64) * 64, '0')

function encodeBytes(text: string): string {
  const bytes = new TextEncoder().encode(text)
  return word(bytes.length) + padRight(hex(bytes))
}

function encodeBytes32(text: string): string {
  const bytes = new TextEncoder().encode(text)
  if (bytes.length > 31) throw new Error(`option "${text}" is longer than 31 bytes`)
  return hex(bytes).padEnd(64, '0')
}

export interface PlainTextProposal {
  name: string
  description: string
  options: readonly string[]
  /** 18-decimal fractions. */
  minVotes: bigint
  minAgreement: bigint
  /** Seconds after creation / after the start (the devnet template's ranges, as its seed uses them). */
  start?: number
  minEnd?: number
  maxEnd?: number
}

/** ABI-encodes the factory's `create` call (head of 8 words, then the two strings and the bytes32 array). */
export function encodeCreateProposal(p: PlainTextProposal): string {
  const name = encodeBytes(p.name)
  const description = encodeBytes(p.description)
  const options = word(p.options.length) + p.options.map(encodeBytes32).join('')
  const head = 8 * 32
  const offDescription = head + name.length / 2
  const offOptions = offDescription + description.length / 2
  return `0x${CREATE_SELECTOR}${[
    word(head),
    word(offDescription),
    word(offOptions),
    word(p.minVotes),
    word(p.minAgreement),
    word(p.start ?? 3_600),
    word(p.minEnd ?? 2 * DAY),
    word(p.maxEnd ?? 5 * DAY),
  ].join('')}${name}${description}${options}`
}

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

export interface CreateProposalsOptions {
  rpcUrl: string
  /** The devnet server's base URL (for POST /devnet/faucet). */
  controlsUrl: string
  factory: string
  proposals: readonly PlainTextProposal[]
}

/**
 * Creates proposals through the factory from a fresh address the faucet funds (fee 100 FTM each). The address
 * sends through anvil's account impersonation, so no key is involved; each proposal is mined on its own.
 */
export async function createPlainTextProposals({
  rpcUrl,
  controlsUrl,
  factory,
  proposals,
}: CreateProposalsOptions): Promise<void> {
  const from = `0x${hex(crypto.getRandomValues(new Uint8Array(20)))}`
  let needed = (BigInt(proposals.length) * PROPOSAL_FEE) / FTM + 100n
  while (needed > 0n) {
    const amount = needed > 100_000n ? 100_000n : needed
    const response = await fetch(`${controlsUrl}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: from, amount: amount.toString() }),
    })
    if (!response.ok) throw new Error(`faucet: HTTP ${response.status} ${await response.text()}`)
    needed -= amount
  }
  await rpc(rpcUrl, 'anvil_impersonateAccount', [from])
  try {
    const hashes: string[] = []
    for (const p of proposals) {
      const tx = { from, to: factory, value: `0x${PROPOSAL_FEE.toString(16)}`, data: encodeCreateProposal(p) }
      // Each creation costs a little more than the last (the governance keeps a task per proposal): estimate each.
      const gas = `0x${((BigInt(await rpc<string>(rpcUrl, 'eth_estimateGas', [tx])) * 5n) / 4n).toString(16)}`
      hashes.push(await rpc<string>(rpcUrl, 'eth_sendTransaction', [{ ...tx, gas }]))
    }
    // Nothing to wait for when the devnet already had enough proposals (a second measurement in one run).
    for (const hash of hashes.length > 0 ? [hashes[0], hashes.at(-1)] : []) {
      let receipt: { status: string } | null = null
      // Mined in order; the last one may still be pending for a moment (bounded wait).
      for (let i = 0; i < 300 && receipt === null; i++) {
        receipt = await rpc<{ status: string } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
        if (receipt === null) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      if (receipt?.status !== '0x1') throw new Error(`proposal creation ${hash} failed`)
    }
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  }
}

/** Installed before any page script: records long tasks and, while `__recording`, the gaps between frames. */
const INSTRUMENT = `(() => {
  const w = window
  w.__longTasks = []
  w.__frameGaps = []
  w.__recording = false
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push({ start: e.startTime, duration: e.duration })
  }).observe({ type: 'longtask', buffered: true })
  let last = 0
  const tick = (t) => {
    if (w.__recording && last > 0) w.__frameGaps.push(t - last)
    last = t
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

interface PhaseResult {
  maxLongTaskMs: number
  longTasks: number
  maxFrameGapMs: number
}

interface ScrollResult {
  /** Scrolling down while the pages of the list arrive (each page's rows fill 350 ms apart). */
  loading: PhaseResult
  /** Each round scrolls the whole loaded list up to the top and down to the end again. */
  loaded: PhaseResult[]
  rows: number
}

/** Rounds over the loaded list: on a shared 2-core machine one round's worst task is mostly noise. */
const ROUNDS = 3

const atBottom = (page: Page) =>
  page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2)

async function startRecording(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as { __recording: boolean; __frameGaps: number[] }
    w.__frameGaps = []
    w.__recording = true
    return performance.now()
  })
}

async function stopRecording(page: Page, from: number): Promise<PhaseResult> {
  return page.evaluate((since) => {
    const w = window as unknown as {
      __recording: boolean
      __frameGaps: number[]
      __longTasks: { start: number; duration: number }[]
    }
    w.__recording = false
    const tasks = w.__longTasks.filter((t) => t.start >= since)
    return {
      maxLongTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      longTasks: tasks.length,
      maxFrameGapMs: Math.max(0, ...w.__frameGaps),
    }
  }, from)
}

/**
 * Scrolls with the mouse wheel until `rows` reports `target` rows and the page is at its end (each new page of the
 * list loads on the way); after `settleMs`, back to the top and down again over the whole list. Bounded.
 */
async function scrollThrough(
  page: Page,
  rows: () => Promise<number>,
  target: number,
  options: { timeoutMs: number; settleMs: number },
): Promise<ScrollResult> {
  const deadline = Date.now() + options.timeoutMs
  let from = await startRecording(page)
  let count = await rows()
  while (Date.now() < deadline && !(count >= target && (await atBottom(page)))) {
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(40)
    count = await rows()
  }
  const loading = await stopRecording(page, from)
  await page.waitForTimeout(options.settleMs)
  const loaded: PhaseResult[] = []
  for (let round = 0; round < ROUNDS; round++) {
    from = await startRecording(page)
    for (const direction of [-1, 1]) {
      for (let i = 0; i < 400 && Date.now() < deadline; i++) {
        await page.mouse.wheel(0, direction * 1200)
        await page.waitForTimeout(16)
        const done =
          i % 10 === 9 &&
          (direction < 0 ? await page.evaluate(() => window.scrollY === 0) : await atBottom(page))
        if (done) break
      }
    }
    loaded.push(await stopRecording(page, from))
  }
  return { loading, loaded, rows: count }
}

function baselineHtml(count: number): string {
  const rows = Array.from(
    { length: count },
    (_, i) =>
      `<tr><td><a href="#">${count - i}. Proposal number ${count - i}</a><br><span>0x${'ab'.repeat(20)}</span></td>` +
      `<td>Nov 21, 2026, 3:00 AM<br>Nov 26, 2026, 3:00 AM</td><td>0/0</td><td><div style="height:8px;width:80px;` +
      `background:#8884"><div style="width:${i % 100}%;height:100%;background:#1e8e3e"></div></div>` +
      `${i % 100}.00%</td><td>-</td><td>In progress</td></tr>`,
  ).join('')
  return `<!doctype html><meta charset="utf-8"><title>baseline</title><style>body{font:16px sans-serif}
td{padding:12px;border-bottom:1px solid #ccc}</style><table aria-label="Proposals"><tbody>${rows}</tbody></table>`
}

export interface GovernanceScrollMeasure {
  ours: ScrollResult
  baseline: ScrollResult
  /** Proposals in the list (the seed's plus the ones created here). */
  proposals: number
  createMs: number
}

/** Creates proposals up to `count` on the devnet, then scrolls the governance list and the baseline page. */
export async function measureGovernanceScroll(options: {
  context: BrowserContext
  appUrl: string
  /** A wallet stored in the app (the area needs a current account). */
  address: string
  /** The devnet (a `Devnet` from startDevnet): its RPC, API, controls and the proposal factory's address. */
  devnet: { rpcUrl: string; apiUrl: string; url: string; info: { contracts: unknown } }
  count?: number
}): Promise<GovernanceScrollMeasure> {
  const { context, appUrl, address, devnet, count = 500 } = options
  const existing = await fetch(devnet.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ govProposals(count: 1) { totalCount } }' }),
  }).then(async (r) =>
    Number(
      ((await r.json()) as { data: { govProposals: { totalCount: string } } }).data.govProposals.totalCount,
    ),
  )
  const createStart = performance.now()
  await createPlainTextProposals({
    rpcUrl: devnet.rpcUrl,
    controlsUrl: devnet.url,
    factory: (devnet.info.contracts as { proposalFactory: string }).proposalFactory,
    proposals: Array.from({ length: Math.max(0, count - existing) }, (_, i) => ({
      name: `Benchmark proposal ${i + 1}`,
      description: `Proposal ${i + 1} of the governance scroll benchmark. See https://example.org/${i + 1}`,
      options: ['Yes', 'No', 'Abstain'],
      minVotes: BigInt(i % 9) * 10n ** 17n,
      minAgreement: 10n ** 18n / 2n,
    })),
  })
  const createMs = performance.now() - createStart

  const dir = mkdtempSync(join(tmpdir(), 'ftm-bench-gov-'))
  writeFileSync(join(dir, 'index.html'), baselineHtml(count))
  const baselineServer = await startPreviewServer({ root: dir })
  const page = await context.newPage()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.addInitScript(INSTRUMENT)
  const rowsOf = (p: Page) => () => p.locator('table[aria-label="Proposals"] tbody tr').count()
  try {
    await page.goto(`${baselineServer.url}/`)
    await page.locator('tbody tr').first().waitFor()
    const baseline = await scrollThrough(page, rowsOf(page), count, { timeoutMs: 60_000, settleMs: 0 })
    await page.goto(`${appUrl}/gov/${address}`)
    await page.locator('table[aria-label="Proposals"] tbody tr').first().waitFor({ timeout: 60_000 })
    // Settle: the last page's rows fill 350 ms apart (40 rows: 14 s).
    const ours = await scrollThrough(page, rowsOf(page), count, { timeoutMs: 300_000, settleMs: 15_000 })
    return { ours, baseline, proposals: count, createMs }
  } finally {
    await page.close()
    await baselineServer.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Runs {@link measureGovernanceScroll} and prints its lines (bench/run.ts). */
export async function reportGovernanceScroll(options: Parameters<typeof measureGovernanceScroll>[0]) {
  const { ours, baseline, proposals, createMs } = await measureGovernanceScroll(options)
  const ms = (n: number) => `${n.toFixed(0)} ms`
  const list = (rounds: PhaseResult[], key: keyof PhaseResult) => rounds.map((r) => ms(r[key])).join(', ')
  const oursGap = median(ours.loaded.map((r) => r.maxFrameGapMs))
  const baseGap = median(baseline.loaded.map((r) => r.maxFrameGapMs))
  const worst = Math.max(...ours.loaded.map((r) => r.maxLongTaskMs), ours.loading.maxLongTaskMs)
  process.stdout.write(
    `governance-scroll: ratio ${(oursGap / baseGap).toFixed(2)} (median longest frame gap scrolling all ` +
      `${ours.rows}/${proposals} loaded rows: ours ${ms(oursGap)}, baseline ${ms(baseGap)}: a static 500-row table); ` +
      `max long task ${ms(worst)} (budget 100 ms: ${worst > 100 ? 'OVER' : 'ok'})\n` +
      `  loaded list, per round: max long task ours ${list(ours.loaded, 'maxLongTaskMs')} ` +
      `(${ours.loaded.map((r) => r.longTasks).join('+')} long tasks), baseline ${list(baseline.loaded, 'maxLongTaskMs')}\n` +
      `  while pages load: max long task ours ${ms(ours.loading.maxLongTaskMs)} (${ours.loading.longTasks} long ` +
      `tasks), longest frame gap ${ms(ours.loading.maxFrameGapMs)}; baseline ${ms(baseline.loading.maxLongTaskMs)}\n` +
      `  ${proposals} proposals on the devnet (created in ${(createMs / 1000).toFixed(1)} s)\n`,
  )
}
