// @vitest-environment node
// End to end: keys are derived off the page's thread (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page). In the
// built app in Chromium, unlocking a real keystore (scrypt n = 2^17) and creating one both run in the KDF worker
// (its job log shows the job), while the page handles a click and has no long task over 50 ms.
import { createMnemonic, deriveKeyFromMnemonic, encryptKeystore } from '@ftm-wallet/sdk'
import { registerNodeScrypt } from '@ftm-wallet/sdk/node'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type KdfJob, kdfJobs, kdfWorker, readProbe, startProbe } from './kdfProbe.js'
import { type E2eSession, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const N = 2 ** 17
let session: E2eSession
let page: Page

beforeAll(async () => {
  registerNodeScrypt()
  session = await startE2eSession()
  page = session.page
  // Records the page's transactions on the keystore table (IndexedDB 'keystores') once a test starts the record.
  await page.addInitScript(() => {
    const transaction = IDBDatabase.prototype.transaction
    IDBDatabase.prototype.transaction = function (
      this: IDBDatabase,
      ...args: Parameters<typeof transaction>
    ) {
      const record = (window as unknown as { __keystoreTransactions?: string[] }).__keystoreTransactions
      const names = typeof args[0] === 'string' ? [args[0]] : [...args[0]]
      if (record && names.includes('keystores')) record.push(args[1] ?? 'readonly')
      return transaction.apply(this, args)
    }
  })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

/** The Restore wallet window of the welcome screen (a first visit: no wallet stored). */
async function openRestoreWindow(): Promise<Locator> {
  await page.goto(`${session.env.appUrl}/`)
  await page.getByRole('button', { name: 'Ok, understood' }).click()
  await page.getByRole('button', { name: 'Restore wallet', exact: true }).click()
  return page.getByRole('dialog', { name: 'Restore wallet' })
}

/**
 * Presses the window's Restore button, then clicks the window's title every 50 ms until the success text shows
 * (the worker's thread is busy while it derives, so the test cannot ask it when the job starts); returns the
 * worker's job and what the page did meanwhile.
 */
async function restoreWhileClicking(dialog: Locator) {
  const worker = await kdfWorker(page)
  const title = await dialog.getByRole('heading', { name: 'Restore wallet' }).boundingBox()
  expect(title).not.toBeNull()
  const box = title as { x: number; y: number; width: number; height: number }
  await startProbe(page)
  await dialog.getByRole('button', { name: 'Restore wallet' }).click()
  const done = dialog.getByText('You have successfully restored your wallet.')
  const deadline = Date.now() + 120_000
  while (!(await done.isVisible()) && Date.now() < deadline) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await done.waitFor({ timeout: 1_000 })
  const job = (await kdfJobs(worker)).find((j) => j.cost === N) as KdfJob
  return { job, probe: await readProbe(page) }
}

function expectOffTheMainThread({ job, probe }: Awaited<ReturnType<typeof restoreWhileClicking>>): void {
  // The window's opening made the worker's scrypt memory ready, so the job did not wait for it, and Chromium ran our
  // SIMD mixing rather than the scalar fallback (keptScrypt.ts).
  expect(job).toMatchObject({ kind: 'scrypt', cost: N, prepared: true, mixing: 'simd' })
  const endedAt = job.endedAt as number
  expect(endedAt).toBeGreaterThan(job.startedAt)
  // Clicks on the title came in while the worker was deriving the key, and the page handled them before it was
  // done (with scrypt on the page's thread, every one would wait for the key).
  const seen = JSON.stringify({ job, probe })
  const answered = probe.clicks.filter((c) => c.at > job.startedAt && c.handledAt < endedAt)
  expect(answered.length, seen).toBeGreaterThanOrEqual(1)
  // No task of the page's thread that began while the worker derived took over 50 ms (the press of Restore, which
  // posts the job, is the task before).
  const during = probe.longTasks.filter((t) => t.startedAt >= job.startedAt && t.startedAt < endedAt)
  expect(Math.max(0, ...during.map((t) => t.duration)), seen).toBeLessThanOrEqual(50)
}

/** What the page's storage holds of a wallet: its keystore row, its place in the account list, the selection. */
function storedWallet(address: string) {
  return page.evaluate(async (address) => {
    const same = (a: unknown) => typeof a === 'string' && a.toLowerCase() === address.toLowerCase()
    const record = JSON.parse(localStorage.getItem('ftm-wallet:accounts') ?? 'null')
    const state = record?.data ?? record
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('KeystoresDB')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const rows = await new Promise<{ address: string }[]>((resolve, reject) => {
      const request = db.transaction('keystores').objectStore('keystores').getAll()
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    return {
      keystoreStored: rows.some((row) => same(row.address)),
      inList: (state?.accounts ?? []).some((a: { address: string }) => same(a.address)),
      active: same(state?.active?.address),
    }
  }, address)
}

describe('key derivation in the KDF worker', () => {
  it('unlocks a keystore file (scrypt n = 2^17) in the worker while the page answers a click', async () => {
    const { privateKey, address } = deriveKeyFromMnemonic(createMnemonic())
    const keystore = await encryptKeystore(privateKey, PASSWORD, { scryptN: N })
    const dialog = await openRestoreWindow()
    await dialog.getByLabel('Keystore file').setInputFiles({
      name: 'keystore.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(keystore)),
    })
    await dialog.getByText('Keystore sucessfully loaded').waitFor()
    await dialog.getByLabel('Keystore password').fill(PASSWORD)
    await page.evaluate(() => {
      ;(window as unknown as { __keystoreTransactions: string[] }).__keystoreTransactions = []
    })
    expectOffTheMainThread(await restoreWhileClicking(dialog))
    // The keystore table was read (for an undo) and written in ONE transaction between the press and the success text.
    expect(
      await page.evaluate(
        () => (window as unknown as { __keystoreTransactions: string[] }).__keystoreTransactions,
      ),
    ).toEqual(['readwrite'])
    // Once the success text shows, the wallet is stored (its keystore in IndexedDB, the list in localStorage) and is
    // the active one, written together with the list (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
    expect(await storedWallet(address)).toEqual({ keystoreStored: true, inList: true, active: true })
    await page.getByRole('link', { name: 'Access your wallet' }).click()
    await page.waitForURL(new RegExp(`/account/${address}$`, 'i'))
  }, 180_000)

  it('creates a keystore (a private key restored under a new password, n = 2^17) in the worker', async () => {
    const { privateKey, address } = deriveKeyFromMnemonic(createMnemonic())
    // From the welcome screen again (a dashboard's polling would render meanwhile): the stored wallet goes first.
    await page.evaluate(async () => {
      localStorage.clear()
      for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name)
    })
    const dialog = await openRestoreWindow()
    await dialog.getByRole('tab', { name: 'Private Key' }).click()
    await dialog.getByLabel('Private key', { exact: true }).fill(privateKey.slice(2))
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await dialog.getByLabel('Re-enter password').fill(PASSWORD)
    await dialog.getByRole('checkbox').check()
    expectOffTheMainThread(await restoreWhileClicking(dialog))
    await page.getByRole('link', { name: 'Access your wallet' }).click()
    await page.waitForURL(new RegExp(`/account/${address}$`, 'i'))
  }, 180_000)
})
