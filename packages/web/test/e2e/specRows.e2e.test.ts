// @vitest-environment node
// End to end: the specification rows of issue 19 that a person sees, in Chromium on the run's devnet — empty tables
// say so (docs/behaviour/app-shell.md#tables), a recipient saved as a contact from the send form and from a history row
// (docs/behaviour/contacts.md#saving-a-recipient), every keystore downloaded as one zip
// (docs/behaviour/wallets-and-accounts.md#keystores).

import { readFile } from 'node:fs/promises'
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, decryptKeystore, deriveKeyFromMnemonic, toChecksumAddress } from '@ftm-wallet/sdk'
import { strFromU8, unzipSync } from 'fflate'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser.js'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import {
  choosePasswordAndRestore,
  type E2eSession,
  expectNoCspViolations,
  queryApi,
  restoreWalletFromWelcome,
  startE2eSession,
  watchCspViolations,
} from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let address = ''

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  expect(devnet.info.chainId).toBeGreaterThan(0)
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('specification rows in Chromium', () => {
  it('says so when a table is empty instead of showing bare headers', async () => {
    // A fresh, unfunded account: no delegations, no transactions.
    const key = deriveKeyFromMnemonic(createMnemonic())
    address = key.address
    await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })

    await page.goto(`${env.appUrl}/staking/${address}`)
    await page.getByRole('tab', { name: 'Wallet Delegations (0)' }).waitFor()
    const panel = page.getByRole('tabpanel')
    await panel.getByText('No delegations yet.').waitFor()
    expect(await panel.getByRole('columnheader').count()).toBe(0)
    await page.getByRole('tab', { name: /^All Delegations \(0\)$/ }).click()
    await page.getByRole('tabpanel').getByText('No delegations yet.').waitFor()
    expect(await page.getByRole('tabpanel').getByRole('columnheader').count()).toBe(0)

    await page.goto(`${env.appUrl}/account/${address}`)
    await page.getByText('No transactions yet.').waitFor({ timeout: 30_000 })
    expect(await page.getByRole('table').count()).toBe(0)
  }, 180_000)

  it("gives a newcomer test FTM from the dashboard's 'Get test FTM' on the devnet", async () => {
    const balance = async () =>
      BigInt(
        (
          await queryApi<{ account: { balance: string } }>(
            devnet,
            `{ account(address: "${address}") { balance } }`,
          )
        ).account.balance,
      )
    const before = await balance()
    await page.goto(`${env.appUrl}/`)
    await page.getByRole('button', { name: 'Get test FTM' }).click()
    await page.getByRole('status').filter({ hasText: '1000 test FTM received' }).waitFor({ timeout: 30_000 })
    expect(await balance()).toBe(before + 1000n * 10n ** 18n)
  }, 120_000)

  it('saves a typed recipient as a contact from the send form', async () => {
    const bob = toChecksumAddress(deriveKeyFromMnemonic(createMnemonic()).address)
    await page.goto(`${env.appUrl}/account/${address}/send`)
    await page.getByLabel('Address', { exact: true }).fill(bob)
    await page.getByRole('button', { name: 'Save as contact' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Contact' })
    expect(await dialog.getByLabel('Address', { exact: true }).inputValue()).toBe(bob)
    await dialog.getByLabel('Name').fill('Bob from send')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    // Now a contact: nothing more to save, and the picker offers it.
    expect(await page.getByRole('button', { name: 'Save as contact' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Pick a contact' }).click()
    await page.getByRole('dialog', { name: 'Select' }).getByText('Bob from send').waitFor()
    await page.keyboard.press('Escape')
    await page.goto(`${env.appUrl}/`)
    await page.getByRole('heading', { name: 'Contacts (1)' }).waitFor()
    await page.getByText('Bob from send').waitFor()
  }, 120_000)

  it("saves a history row's counterparty as a contact", async () => {
    await fundFromFaucet(env.devnet, address, '5')
    await page.goto(`${env.appUrl}/account/${address}`)
    const save = page.getByRole('button', { name: /^Save 0x[0-9a-fA-F]{40} as contact$/ })
    await save.first().waitFor({ timeout: 30_000 })
    const label = (await save.first().getAttribute('aria-label')) ?? ''
    const sender = label.split(' ')[1] as string
    // The faucet's transfer: the sender is the other side of the row, not this account.
    expect(sender.toLowerCase()).not.toBe(address.toLowerCase())
    await save.first().click()
    const dialog = page.getByRole('dialog', { name: 'Add Contact' })
    expect((await dialog.getByLabel('Address', { exact: true }).inputValue()).toLowerCase()).toBe(
      sender.toLowerCase(),
    )
    await dialog.getByLabel('Name').fill('Faucet')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: `Save ${sender} as contact` }).count()).toBe(0)
    await page.goto(`${env.appUrl}/`)
    await page.getByRole('heading', { name: 'Contacts (2)' }).waitFor()
    await page.getByText('Faucet', { exact: true }).waitFor()
  }, 120_000)

  it("tolerates a zero amount and words a bad recipient as 'Enter a valid Opera FTM address or domain name'", async () => {
    await page.goto(`${env.appUrl}/account/${address}/send`)
    await page.getByLabel('Amount (FTM)').fill('0')
    await page.getByLabel('Address', { exact: true }).fill('no-such-name.ftm')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').getByText('Enter a valid Opera FTM address or domain name').waitFor()
    expect(await page.getByText('Invalid amount').count()).toBe(0)
    // A name the devnet's registry knows resolves, and zero FTM goes on to the confirmation.
    await page.getByLabel('Address', { exact: true }).fill('alice.ftm')
    await page.getByLabel('Memo (optional)').fill('hello')
    await page.getByRole('button', { name: 'Continue' }).click()
    const summary = page.getByRole('region', { name: 'Transaction summary' })
    await summary.waitFor({ timeout: 30_000 })
    await page
      .getByText(/^Send 0 FTM/)
      .first()
      .waitFor()
  }, 120_000)

  it('downloads every keystore of the wallet list as one zip', async () => {
    // A second keystore wallet beside the first, restored from its key through the dashboard.
    const second = deriveKeyFromMnemonic(createMnemonic())
    await page.goto(`${env.appUrl}/`)
    await page.getByRole('button', { name: 'Restore Wallet', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Restore wallet' })
    await dialog.getByRole('tab', { name: 'Private Key' }).click()
    await dialog.getByLabel('Private key', { exact: true }).fill(second.privateKey.slice(2))
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await choosePasswordAndRestore(dialog, PASSWORD)
    await page.getByRole('link', { name: 'Access your wallet' }).click({ timeout: 60_000 })
    await page.goto(`${env.appUrl}/`)
    await page.getByRole('heading', { name: 'Wallets (2)' }).waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download all keystores' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('ftm-wallet-keystores.zip')
    const files = unzipSync(new Uint8Array(await readFile(await download.path())))
    const names = Object.keys(files)
    expect(names).toHaveLength(2)
    for (const wanted of [address, second.address]) {
      const name = names.find((n) => n.toLowerCase().endsWith(`--${wanted.toLowerCase()}.json`))
      expect(name, `a UTC--…--${wanted}.json file`).toMatch(/^UTC--.+--0x[0-9a-fA-F]{40}\.json$/)
    }
    // The second file is the second wallet's key under its password.
    const secondName = names.find((n) =>
      n.toLowerCase().includes(second.address.toLowerCase().slice(2)),
    ) as string
    const keystore = JSON.parse(strFromU8(files[secondName] as Uint8Array))
    expect((await decryptKeystore(keystore, PASSWORD)).address.toLowerCase()).toBe(
      second.address.toLowerCase(),
    )
  }, 180_000)

  it('sorts the validator list by a column and keeps the order after a reload', async () => {
    // IDs never change while other files delegate on the shared devnet: the order to expect is fixed.
    const { stakers } = await queryApi<{ stakers: { id: string }[] }>(devnet, '{ stakers { id } }')
    const ids = stakers.map((s) => BigInt(s.id))
    const descending = [...ids].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)).map(String)
    const shownIds = () =>
      page
        .locator('table tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.querySelector('td')?.textContent))
    const header = (name: RegExp) => page.getByRole('columnheader', { name })

    await page.goto(`${env.appUrl}/staking/${address}/validators`)
    await header(/^ID/).waitFor()
    // By ID, lowest first, until a header is pressed; the same header again turns the order round.
    expect(await header(/^ID/).getAttribute('aria-sort')).toBe('ascending')
    expect(await shownIds()).toEqual([...descending].reverse())
    await header(/^Total Staked/)
      .getByRole('button')
      .click()
    expect(await header(/^Total Staked/).getAttribute('aria-sort')).toBe('ascending')
    expect(await header(/^ID/).getAttribute('aria-sort')).toBe('none')
    await header(/^ID/).getByRole('button').click()
    await header(/^ID/).getByRole('button').click()
    expect(await header(/^ID/).getAttribute('aria-sort')).toBe('descending')
    expect(await shownIds()).toEqual(descending)

    await page.reload()
    await header(/^ID/).waitFor()
    expect(await header(/^ID/).getAttribute('aria-sort')).toBe('descending')
    expect(await shownIds()).toEqual(descending)
    const stored = await page.evaluate(() => localStorage.getItem('ftm-wallet:table-sort:validators'))
    expect(JSON.parse(stored ?? '{}')).toEqual({ sortBy: 'id', sortDir: 'desc' })
  }, 120_000)

  it("shows 'Loading chunk N failed' with a Retry inside the layout when a screen's code does not load", async () => {
    // A browser of its own: a fresh profile has no service worker that could answer from its cache.
    const browser = await launchBrowser()
    try {
      const violations = await watchCspViolations(browser.context)
      const blocked = /\/assets\/SettingsPage-[\w-]+\.js$/
      let blockedUrl = ''
      await browser.context.route(blocked, (route) => {
        blockedUrl = route.request().url()
        return route.abort('internetdisconnected')
      })
      const fresh = await browser.context.newPage()
      await fresh.goto(`${env.appUrl}/settings`)
      await fresh.getByRole('button', { name: 'Ok, understood' }).click()
      const alert = fresh.getByRole('alert').filter({ hasText: /Loading chunk SettingsPage-[\w-]+ failed/ })
      await alert.waitFor({ timeout: 30_000 })
      const chunk = blockedUrl.slice(blockedUrl.lastIndexOf('/') + 1, -'.js'.length)
      expect(await alert.getByText(`Loading chunk ${chunk} failed`).count()).toBe(1)
      // Inside the app's layout: its header and footer are around the message, which sits in the main content.
      await fresh.getByRole('banner').waitFor()
      await fresh.getByRole('contentinfo').waitFor()
      await fresh.getByRole('main').getByRole('alert').filter({ hasText: 'Loading chunk' }).waitFor()
      expect(await fresh.getByText('Unexpected Application Error!').count()).toBe(0)
      // The connection is back: Retry loads the screen.
      await browser.context.unroute(blocked)
      await alert.getByRole('button', { name: 'Retry' }).click()
      await fresh.getByRole('heading', { name: 'Settings' }).first().waitFor({ timeout: 30_000 })
      expect(await fresh.getByText(/Loading chunk .* failed/).count()).toBe(0)
      expectNoCspViolations(violations)
    } finally {
      await browser.close()
    }
  }, 120_000)
})
