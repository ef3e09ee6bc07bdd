// The web unlock of a real keystore (scrypt n = 2^17, r = 8, p = 1) through the app's Restore wallet window, against
// hash-wasm's scrypt called directly on the same page (the WebAssembly we run in the KDF worker, without the worker,
// the messages and the window), and for the record against the pure-JS path: ethers' own scrypt on the
// page's thread, as the app ran it before the KDF worker. Also the page's longest task during the unlock.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createMnemonic, deriveKeyFromMnemonic, encryptKeystore } from '@ftm-wallet/sdk'
import { registerNodeScrypt } from '@ftm-wallet/sdk/node'
import type { BrowserContext, Page } from 'playwright-core'
import { kdfJobs, kdfWorker, longestTaskDuring, readProbe, startProbe } from '../test/e2e/kdfProbe.js'

const N = 2 ** 17
const require = createRequire(import.meta.url)
const HASH_WASM_SCRYPT = readFileSync(require.resolve('hash-wasm/dist/scrypt.umd.min.js'), 'utf8')
// ethers exports no dist/ path: its UMD build sits beside the CommonJS entry's folder.
const ETHERS_UMD = readFileSync(join(dirname(require.resolve('ethers')), '../dist/ethers.umd.min.js'), 'utf8')

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

export interface UnlockMeasure {
  /** Press of Restore to the success text (median). */
  oursMs: number
  /** hash-wasm's scrypt on the page (median). */
  baselineMs: number
  /** ethers' pure-JS scrypt on the page (median). */
  pureJsMs: number
  /** The worker's own job time (median). */
  workerJobMs: number
  /** What is not the KDF: press to success text minus the worker's job, per run (median); less noisy on a busy machine. */
  restMs: number
  /** The page's longest task from the press to the success text (max over the runs), and during the worker's job. */
  longestTaskMs: number
  longestTaskDuringKdfMs: number
}

/** One unlock through the window: a fresh keystore each time (no duplicate), from the dashboard of a stored wallet. */
async function unlockOnce(page: Page, appUrl: string, password: string) {
  const { privateKey } = deriveKeyFromMnemonic(createMnemonic())
  const keystore = await encryptKeystore(privateKey, password, { scryptN: N })
  await page.goto(`${appUrl}/dashboard`)
  await page.getByRole('button', { name: 'Restore Wallet', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Restore wallet' })
  await dialog.getByLabel('Keystore file').setInputFiles({
    name: 'keystore.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(keystore)),
  })
  await dialog.getByText('Keystore sucessfully loaded').waitFor()
  await dialog.getByLabel('Keystore password').fill(password)
  const worker = await kdfWorker(page)
  // Let the worker's warm-up finish, as it has while a person types the password.
  await kdfJobs(worker)
  await startProbe(page)
  const shown = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const text = 'You have successfully restored your wallet.'
        new MutationObserver((_, observer) => {
          if (document.body.textContent?.includes(text)) {
            observer.disconnect()
            resolve(performance.timeOrigin + performance.now())
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true })
      }),
  )
  await dialog.getByRole('button', { name: 'Restore wallet' }).click()
  const shownAt = await shown
  const probe = await readProbe(page)
  const pressedAt = (probe.clicks[0] as { at: number }).at
  const job = (await kdfJobs(worker)).find((j) => j.cost === N)
  if (!job?.endedAt) throw new Error('the KDF worker ran no n = 2^17 job')
  return {
    ms: shownAt - pressedAt,
    jobMs: job.endedAt - job.startedAt,
    longestTask: longestTaskDuring(probe, pressedAt, shownAt),
    longestTaskDuringKdf: longestTaskDuring(probe, job.startedAt, job.endedAt),
  }
}

/** scrypt with the unlock's parameters called on the page: hash-wasm (WebAssembly) or ethers (pure JS). */
async function scryptOnPage(page: Page, implementation: 'hash-wasm' | 'ethers'): Promise<number> {
  return page.evaluate(
    async ({ implementation, n }) => {
      const global = window as unknown as {
        hashwasm: { scrypt(options: object): Promise<Uint8Array> }
        ethers: { scrypt(...args: unknown[]): Promise<string> }
      }
      const password = new TextEncoder().encode('Bench!passw0rd')
      const salt = crypto.getRandomValues(new Uint8Array(32))
      const started = performance.now()
      if (implementation === 'hash-wasm') {
        await global.hashwasm.scrypt({
          password,
          salt,
          costFactor: n,
          blockSize: 8,
          parallelism: 1,
          hashLength: 32,
          outputType: 'binary',
        })
      } else {
        await global.ethers.scrypt(password, salt, n, 8, 1, 32)
      }
      return performance.now() - started
    },
    { implementation, n: N },
  )
}

export async function measureUnlock(options: {
  context: BrowserContext
  appUrl: string
  password: string
  runs?: number
}): Promise<UnlockMeasure> {
  const { context, appUrl, password, runs = 3 } = options
  registerNodeScrypt() // the keystores are made here in Node, on node:crypto
  const page = await context.newPage()
  try {
    const ours: Awaited<ReturnType<typeof unlockOnce>>[] = []
    const baseline: number[] = []
    const pureJs: number[] = []
    for (let run = 0; run < runs; run += 1) {
      ours.push(await unlockOnce(page, appUrl, password))
      // The same page, its scripts loaded from outside (DevTools evaluation, which the page's CSP does not stop).
      await page.evaluate(HASH_WASM_SCRYPT)
      await scryptOnPage(page, 'hash-wasm') // compiles the WebAssembly, as the worker's warm-up does
      baseline.push(await scryptOnPage(page, 'hash-wasm'))
      if (run < 2) {
        await page.evaluate(ETHERS_UMD)
        pureJs.push(await scryptOnPage(page, 'ethers'))
      }
    }
    return {
      oursMs: median(ours.map((o) => o.ms)),
      baselineMs: median(baseline),
      pureJsMs: median(pureJs),
      workerJobMs: median(ours.map((o) => o.jobMs)),
      restMs: median(ours.map((o) => o.ms - o.jobMs)),
      longestTaskMs: Math.max(...ours.map((o) => o.longestTask)),
      longestTaskDuringKdfMs: Math.max(...ours.map((o) => o.longestTaskDuringKdf)),
    }
  } finally {
    await page.close()
  }
}

/** The bench lines of the web unlock. */
export function reportUnlock(m: UnlockMeasure): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`
  return [
    `web-unlock: ratio ${(m.oursMs / m.baselineMs).toFixed(2)} (ours ${ms(m.oursMs)}: Restore pressed to the success text, n = 2^17 keystore, worker job ${ms(m.workerJobMs)}, the rest ${ms(m.restMs)} (per run, median); baseline ${ms(m.baselineMs)}: hash-wasm's scrypt called on the same page; target ≤ 1.1)`,
    `web-unlock-longest-task: ratio ${(m.longestTaskMs / 50).toFixed(2)} (longest main-thread task from the press to the success text ${ms(m.longestTaskMs)}, while the worker derived ${ms(m.longestTaskDuringKdfMs)}; budget 50 ms)`,
    `web-unlock vs pure-JS scrypt: ratio ${(m.oursMs / m.pureJsMs).toFixed(2)} (ours ${ms(m.oursMs)}, ethers' pure-JS scrypt on the page's thread ${ms(m.pureJsMs)}: the path before the KDF worker, for the record)`,
  ].join('\n')
}
