// What the KDF e2e test and the web bench read of a page while it derives a key: the KDF worker's job log
// (src/platform/kdf/kdf.worker.ts), the page's long tasks and the clicks it handled, all as wall-clock ms.
import type { Page, Worker } from 'playwright-core'

export interface KdfJob {
  kind: 'scrypt' | 'pbkdf2'
  cost: number
  startedAt: number
  endedAt: number | null
  /** scrypt: whether the worker's memory for it was ready before the job (made ready when the window opened). */
  prepared?: boolean
  /** scrypt: which mixing code ran, our SIMD WebAssembly or hash-wasm's scalar fallback (keptScrypt.ts). */
  mixing?: 'simd' | 'scalar'
}

export interface PageProbe {
  /** Long tasks (over 50 ms) of the page's main thread. */
  longTasks: { startedAt: number; duration: number }[]
  /** Clicks the page handled: when the input happened and when its handler ran. */
  clicks: { at: number; handledAt: number }[]
}

/** The page's KDF worker (started when a key window opens or on the first derivation). */
export async function kdfWorker(page: Page, timeout = 30_000): Promise<Worker> {
  const deadline = Date.now() + timeout
  for (;;) {
    const worker = page.workers().find((w) => w.url().includes('kdf.worker'))
    if (worker) return worker
    if (Date.now() > deadline) throw new Error('the page started no KDF worker')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The worker's job log (answered once the worker is idle: a running job blocks its thread). */
export function kdfJobs(worker: Worker): Promise<KdfJob[]> {
  return worker.evaluate(() => (self as unknown as { kdfJobs: KdfJob[] }).kdfJobs.map((job) => ({ ...job })))
}

/** Starts recording the page's long tasks and handled clicks (read them with readProbe). */
export async function startProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = { longTasks: [] as PageProbe['longTasks'], clicks: [] as PageProbe['clicks'] }
    // No named function in here: the bench runs under tsx, whose names helper does not exist in the page.
    const origin = performance.timeOrigin
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.longTasks.push({ startedAt: origin + entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask' })
    document.addEventListener(
      'click',
      (event) => probe.clicks.push({ at: origin + event.timeStamp, handledAt: origin + performance.now() }),
      { capture: true },
    )
    ;(window as unknown as { __kdfProbe: PageProbe }).__kdfProbe = probe
  })
}

export function readProbe(page: Page): Promise<PageProbe> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __kdfProbe: PageProbe }).__kdfProbe
    return { longTasks: [...probe.longTasks], clicks: [...probe.clicks] }
  })
}

/** The longest long task that overlaps [from, to] (0 when there is none). */
export function longestTaskDuring(probe: PageProbe, from: number, to: number): number {
  return Math.max(
    0,
    ...probe.longTasks
      .filter((t) => t.startedAt < to && t.startedAt + t.duration > from)
      .map((t) => t.duration),
  )
}
