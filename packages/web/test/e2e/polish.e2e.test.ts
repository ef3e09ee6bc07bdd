// @vitest-environment node
// End to end: issue 16's forms, device-fitting messages, looks and accessibility (items 15–18), each checked in
// Chromium on the run's devnet by what a person meets — the focused element, boxes and computed styles measured at
// 1280×900 and 375×800 — with axe and screenshots of every touched screen. Nothing here moves the devnet's clock.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser.js'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import {
  checkScreen,
  type E2eSession,
  expectNoCspViolations,
  restoreWalletFromWelcome,
  startE2eSession,
  watchCspViolations,
} from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const DESKTOP = { width: 1280, height: 900 }
const MOBILE = { width: 375, height: 800 }
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
// A fresh test key (never a publicly known one), funded by the faucet.
const owner = deriveKeyFromMnemonic(createMnemonic())

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  expect(devnet.info.chainId).toBeGreaterThan(0)
  await fundFromFaucet(env.devnet, owner.address, '3000')
  await restoreWalletFromWelcome(page, env.appUrl, {
    privateKey: owner.privateKey,
    password: PASSWORD,
    via: 'private-key',
  })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

/** What has the focus, told as its role-ish tag, accessible label and text. */
function describeFocus(p: Page): Promise<string> {
  return p.evaluate(() => {
    const e = document.activeElement as HTMLElement | null
    if (!e || e === document.body) return '(body)'
    const labelled = e.id ? document.querySelector(`label[for="${e.id}"]`)?.textContent : undefined
    return `${e.tagName.toLowerCase()} ${e.getAttribute('aria-label') ?? labelled ?? e.textContent?.trim().slice(0, 60)}`
  })
}

function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement)
}

describe('windows (item 18)', () => {
  /**
   * Each window opens on its first field (never on ✕) and, closed by Escape or ✕, hands the focus back to the
   * button that opened it.
   */
  it('open on their first field and give the focus back to what opened them', async () => {
    const a = owner.address
    const cases: { path: string; opener: string; title: string; field: string; close: 'Escape' | '✕' }[] = [
      {
        path: `/account/${a}`,
        opener: 'Edit Wallet',
        title: 'Wallet Settings',
        field: 'Name',
        close: 'Escape',
      },
      { path: '/dashboard', opener: 'New Contact', title: 'New Contact', field: 'Blockchain', close: '✕' },
      {
        path: '/dashboard',
        opener: 'Create Wallet',
        title: 'Create a new wallet',
        field: 'Password',
        close: 'Escape',
      },
    ]
    for (const { path, opener, title, field, close } of cases) {
      await page.goto(`${env.appUrl}${path}`)
      const button = page.getByRole('button', { name: opener, exact: true })
      await button.click({ timeout: 30_000 })
      const dialog = page.getByRole('dialog', { name: title })
      const first = dialog.getByLabel(field, { exact: true })
      await first.waitFor()
      await expect
        .poll(() => hasFocus(first), { timeout: 5000, message: `${title} opens on ${field}` })
        .toBe(true)
      expect(await hasFocus(dialog.getByRole('button', { name: 'Close' }))).toBe(false)
      if (close === 'Escape') await page.keyboard.press('Escape')
      else await dialog.getByRole('button', { name: 'Close' }).click()
      await dialog.waitFor({ state: 'detached' })
      await expect
        .poll(() => describeFocus(page), { timeout: 5000, message: `focus back on ${opener}` })
        .toBe(`button ${await button.evaluate((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())}`)
      expect(await hasFocus(button)).toBe(true)
    }
  }, 120_000)

  it('the mobile create wizard opens step 3 at its instructions, with the focus on them', async () => {
    await page.setViewportSize(MOBILE)
    try {
      await page.goto(`${env.appUrl}/dashboard`)
      await page.getByRole('button', { name: 'Create Wallet', exact: true }).click({ timeout: 30_000 })
      const dialog = page.getByRole('dialog', { name: 'Create a new wallet' })
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await dialog.getByLabel('Re-enter password').fill(PASSWORD)
      await dialog.getByRole('checkbox').check()
      await dialog.getByRole('button', { name: 'Create wallet' }).click()
      const next = dialog.getByRole('button', { name: 'I wrote down my recovery key' })
      await next.click({ timeout: 60_000 })
      const instructions = dialog.getByText('Select the words of your recovery phrase in the right order.')
      await instructions.waitFor()
      await expect.poll(() => hasFocus(instructions), { timeout: 5000 }).toBe(true)
      // The window's own scroll is back at its top: the step counter and the instructions are in view.
      const scrollTop = await page.locator('.dialog-content').evaluate((d) => d.scrollTop)
      expect(scrollTop).toBe(0)
      const box = await instructions.boundingBox()
      expect(box).not.toBeNull()
      expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= MOBILE.height).toBe(true)
      await dialog.getByText('Step 3 of 4').waitFor()
      await checkScreen(page, 'create-step-3')
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    } finally {
      await page.setViewportSize(DESKTOP)
    }
  }, 120_000)
})

describe('keystore messages (item 16)', () => {
  /**
   * A first visit in a browser of its own: at 375 px (no keystore download there) neither the notice nor the
   * create wizard's password box asks for a keystore file; at 1280 px both do. The notice points at nothing it
   * does not show.
   */
  it('fit the device in the first-visit notice and the password checkbox', async () => {
    const browser = await launchBrowser(MOBILE)
    const violations = await watchCspViolations(browser.context)
    try {
      const fresh = await browser.context.newPage()
      await fresh.goto(`${env.appUrl}/`)
      const notice = fresh.getByRole('dialog', { name: 'Before you start' })
      await notice.waitFor({ timeout: 30_000 })
      const text = async () => (await notice.textContent()) ?? ''
      expect(await text()).not.toMatch(/keystore/i)
      expect(await text()).toMatch(/recovery phrase/)
      // The terms and the important notice are not mentioned as documents to read elsewhere; the notice is here.
      expect(await text()).not.toMatch(/terms/i)
      await notice.getByRole('heading', { name: 'Important notice' }).waitFor()
      expect(await hasFocus(notice.getByRole('button', { name: 'Ok, understood' }))).toBe(true)
      await checkScreen(fresh, 'first-visit-notice')
      await fresh.setViewportSize(DESKTOP)
      await expect.poll(text).toMatch(/Download and back up the keystore file/)
      await fresh.setViewportSize(MOBILE)
      await expect.poll(text).not.toMatch(/keystore/i)
      await notice.getByRole('button', { name: 'Ok, understood' }).click()

      await fresh.getByRole('button', { name: 'Create a new wallet', exact: true }).click()
      const dialog = fresh.getByRole('dialog', { name: 'Create a new wallet' })
      const box = dialog.locator('label.checkbox')
      await box.waitFor()
      expect(await box.textContent()).toBe(
        'I understand that this password cannot be recovered and that I need it to access my wallet on this device.',
      )
      await checkScreen(fresh, 'create-step-1')
      await fresh.setViewportSize(DESKTOP)
      await expect.poll(async () => box.textContent()).toMatch(/with my keystore file/)
    } finally {
      await browser.close()
    }
    expectNoCspViolations(violations)
  }, 120_000)
})

describe('forms (item 15)', () => {
  it('saving a wallet name says so', async () => {
    await page.goto(`${env.appUrl}/account/${owner.address}`)
    await page.getByRole('button', { name: 'Edit Wallet', exact: true }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog', { name: 'Wallet Settings' })
    await dialog.getByLabel('Name').fill('Polish test')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    const status = page.getByRole('status').filter({ hasText: 'Wallet settings saved.' })
    await status.waitFor()
    await page.getByRole('heading', { name: 'Polish test' }).waitFor()
    await checkScreen(page, 'wallet-settings-saved')
  }, 60_000)
})
