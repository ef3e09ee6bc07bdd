// @vitest-environment node
// End to end: sortable tables whose order is remembered, and a paged table's First / Previous / Next / Last, in
// Chromium on the run's devnet (docs/behaviour/app-shell.md#tables) — the governance proposals, the fMint overview,
// positions and asset list, and the validator list paged through its URL's page size.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shownSymbol } from '../../src/ui/tokenSymbol.js'
import type { E2eEnvironment } from './environment.js'
import { type E2eSession, queryApi, restoreWalletFromWelcome, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
const key = deriveKeyFromMnemonic(createMnemonic())

const header = (name: RegExp) => page.getByRole('columnheader', { name })
const storedSort = async (code: string) =>
  JSON.parse(
    (await page.evaluate((k) => localStorage.getItem(k), `ftm-wallet:table-sort:${code}`)) ?? 'null',
  ) as unknown
/** The text of one column of a table's body rows. */
const column = (table: ReturnType<Page['getByRole']>, index: number) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.textContent ?? ''), index)

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('table order and pages in Chromium', () => {
  it('sorts the governance proposals by ID and keeps the order after a reload', async () => {
    await page.goto(`${env.appUrl}/gov/${key.address}`)
    const table = page.getByRole('table', { name: 'Proposals' })
    await table.locator('tbody tr').first().waitFor({ timeout: 60_000 })
    const ids = async () => (await column(table, 0)).map((text) => Number.parseInt(text, 10))
    const loaded = await ids()
    expect(loaded.length).toBeGreaterThan(1)
    // Until a header is pressed the API's order stands and no column claims an order.
    expect(await header(/^ID \/ Name/).getAttribute('aria-sort')).toBe('none')
    // Votes fill in row by row: that column has no sort button.
    expect(
      await header(/^Votes\b/)
        .getByRole('button')
        .count(),
    ).toBe(0)

    await header(/^ID \/ Name/)
      .getByRole('button')
      .click()
    expect(await header(/^ID \/ Name/).getAttribute('aria-sort')).toBe('ascending')
    const ascending = await ids()
    // The same rows, lowest ID first (proposals of several contracts may share an ID).
    expect(ascending).toEqual([...loaded].sort((a, b) => a - b))
    await header(/^ID \/ Name/)
      .getByRole('button')
      .click()
    expect(await header(/^ID \/ Name/).getAttribute('aria-sort')).toBe('descending')
    expect(await ids()).toEqual([...loaded].sort((a, b) => b - a))
    expect(await storedSort('proposals')).toEqual({ sortBy: 'id', sortDir: 'desc' })

    await page.reload()
    await table.locator('tbody tr').first().waitFor({ timeout: 60_000 })
    expect(await header(/^ID \/ Name/).getAttribute('aria-sort')).toBe('descending')
    const after = await ids()
    expect(after).toEqual([...after].sort((a, b) => b - a))
    expect(after[0]).toBe(Math.max(...loaded, ...after))
  }, 180_000)

  it('sorts the fMint asset list by Supply and keeps the order after a reload', async () => {
    const { defiTokens } = await queryApi<{ defiTokens: { symbol: string }[] }>(
      devnet,
      '{ defiTokens { symbol } }',
    )
    // Symbols as the app writes them (FUSD reads fUSD, docs/behaviour/tokens-and-assets.md#symbols).
    const symbols = defiTokens.map((t) => shownSymbol(t.symbol))

    await page.goto(`${env.appUrl}/fmint/${key.address}`)
    await page.getByRole('tab', { name: 'Assets' }).click()
    const table = page.getByRole('table', { name: 'Assets' })
    await table.locator('tbody tr').first().waitFor({ timeout: 60_000 })
    expect(await table.getByRole('columnheader', { name: /^Asset\b/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    )
    const supply = table.getByRole('columnheader', { name: /^Supply\b/ }).getByRole('button')
    await supply.click()
    await supply.click()
    expect(await table.getByRole('columnheader', { name: /^Supply\b/ }).getAttribute('aria-sort')).toBe(
      'descending',
    )
    const shown = await column(table, 0)
    // Other files mint and burn on the shared devnet: the order is checked against the supplies the page shows.
    expect(shown.length).toBeGreaterThan(1)
    for (const symbol of shown) expect(symbols).toContain(symbol)
    const shownSupplies = (await column(table, 4)).map((text) => Number(text.replace(/[^\d.]/g, '')))
    expect(shownSupplies).toEqual([...shownSupplies].sort((a, b) => b - a))
    expect(await storedSort('fmint-assets')).toEqual({ sortBy: 'supply', sortDir: 'desc' })

    await page.reload()
    await page.getByRole('tab', { name: 'Assets' }).click()
    await table.locator('tbody tr').first().waitFor({ timeout: 60_000 })
    expect(await table.getByRole('columnheader', { name: /^Supply\b/ }).getAttribute('aria-sort')).toBe(
      'descending',
    )
    expect(await table.getByRole('columnheader', { name: /^Asset\b/ }).getAttribute('aria-sort')).toBe('none')
    expect(await column(table, 0)).toEqual(shown)
  }, 180_000)

  it('sorts the fMint overview and a positions table by Asset, each keeping its own order after a reload', async () => {
    const byName = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true })
    await page.goto(`${env.appUrl}/fmint/${key.address}`)
    // Overview: one row set for the wallet (its collateral tokens and the synths, even at zero).
    const overview = page.getByRole('table', { name: 'fMint overview' })
    await overview.locator('tbody tr').first().waitFor({ timeout: 60_000 })
    const overviewAssets = () => column(overview, 1)
    const arrived = await overviewAssets()
    expect(arrived.length).toBeGreaterThan(1)
    const asset = overview.getByRole('columnheader', { name: /^Asset\b/ })
    expect(await asset.getAttribute('aria-sort')).toBe('none')
    await asset.getByRole('button').click()
    await asset.getByRole('button').click()
    expect(await asset.getAttribute('aria-sort')).toBe('descending')
    expect(await overviewAssets()).toEqual([...arrived].sort(byName).reverse())
    expect(await storedSort('fmint-overview')).toEqual({ sortBy: 'asset', sortDir: 'desc' })

    await page.getByRole('tab', { name: 'Positions' }).click()
    const collateral = page.getByRole('table', { name: 'Collateral Positions' })
    await collateral.locator('tbody tr').first().waitFor({ timeout: 30_000 })
    const collateralAssets = () => column(collateral, 0)
    const before = await collateralAssets()
    expect(before).toEqual([...before].sort(byName))
    await collateral
      .getByRole('columnheader', { name: /^Asset\b/ })
      .getByRole('button')
      .click()
    expect(await collateralAssets()).toEqual([...before].sort(byName).reverse())
    expect(await storedSort('fmint-collateral')).toEqual({ sortBy: 'asset', sortDir: 'desc' })
    // The synths table has an order of its own: untouched.
    expect(await storedSort('fmint-synths')).toBeNull()

    await page.reload()
    await overview.locator('tbody tr').first().waitFor({ timeout: 60_000 })
    expect(await asset.getAttribute('aria-sort')).toBe('descending')
    expect(await overviewAssets()).toEqual([...arrived].sort(byName).reverse())
    await page.getByRole('tab', { name: 'Positions' }).click()
    await collateral.locator('tbody tr').first().waitFor({ timeout: 30_000 })
    expect(await collateral.getByRole('columnheader', { name: /^Asset\b/ }).getAttribute('aria-sort')).toBe(
      'descending',
    )
    expect(await collateralAssets()).toEqual([...before].sort(byName).reverse())
  }, 180_000)

  it("pages the validator list with First, Previous, Next and Last, the page clamped, at the URL's page size", async () => {
    const { stakers } = await queryApi<{ stakers: { id: string }[] }>(devnet, '{ stakers { id } }')
    const ids = stakers.map((s) => Number(s.id)).sort((a, b) => a - b)
    const size = 3
    const pages = Math.ceil(ids.length / size)
    expect(pages).toBeGreaterThanOrEqual(3)
    const pager = page.getByRole('navigation', { name: 'Validator pages' })
    const button = (name: string) => pager.getByRole('button', { name, exact: true })
    const shownIds = async () =>
      (await column(page.getByRole('table'), 0)).map((text) => Number.parseInt(text, 10))
    const pageOf = (n: number) => ids.slice((n - 1) * size, n * size)

    // Sorted by ID, lowest first, for a known order.
    await page.evaluate(() =>
      localStorage.setItem('ftm-wallet:table-sort:validators', '{"sortBy":"id","sortDir":"asc"}'),
    )
    await page.goto(`${env.appUrl}/staking/${key.address}/validators?pageSize=${size}`)
    await pager.getByText(`Page 1 of ${pages}`).waitFor({ timeout: 60_000 })
    expect(await shownIds()).toEqual(pageOf(1))
    expect(await button('First').isDisabled()).toBe(true)
    expect(await button('Previous').isDisabled()).toBe(true)

    await button('Next').click()
    await pager.getByText(`Page 2 of ${pages}`).waitFor()
    expect(await shownIds()).toEqual(pageOf(2))
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')

    await button('Last').click()
    await pager.getByText(`Page ${pages} of ${pages}`).waitFor()
    expect(await shownIds()).toEqual(pageOf(pages))
    expect(await button('Next').isDisabled()).toBe(true)
    expect(await button('Last').isDisabled()).toBe(true)

    await button('Previous').click()
    await pager.getByText(`Page ${pages - 1} of ${pages}`).waitFor()
    expect(await shownIds()).toEqual(pageOf(pages - 1))

    await button('First').click()
    await pager.getByText(`Page 1 of ${pages}`).waitFor()
    expect(await shownIds()).toEqual(pageOf(1))

    // A page past the end is the last page; the default page size (20) holds every seeded validator on one page.
    await page.goto(`${env.appUrl}/staking/${key.address}/validators?pageSize=${size}&page=99`)
    await pager.getByText(`Page ${pages} of ${pages}`).waitFor({ timeout: 60_000 })
    expect(await shownIds()).toEqual(pageOf(pages))
    await page.goto(`${env.appUrl}/staking/${key.address}/validators`)
    await header(/^ID/).waitFor({ timeout: 60_000 })
    expect(await shownIds()).toEqual(ids.slice(0, 20))
    expect(await pager.count()).toBe(ids.length > 20 ? 1 : 0)
  }, 180_000)
})
