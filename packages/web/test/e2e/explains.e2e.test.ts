// @vitest-environment node
// End to end: the journeys explain themselves (issue 16 items 8, 11–14), checked in Chromium on the run's devnet.
// One wallet funded with an amount of 18 decimals is restored through the UI; what a check needs on the chain first
// is made through the SDK. Nothing here moves the devnet's clock, so the file runs with the other web e2e files.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createApiClient, createMnemonic, deriveKeyFromMnemonic, getUniswapPairs } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import { type E2eSession, restoreWalletFromWelcome, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
// A fresh test key (never a publicly known one), funded by the faucet with an amount that has 18 decimals.
const owner = deriveKeyFromMnemonic(createMnemonic())
const SIZES = [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]

/** At most 2 decimals (the default decimal points), '…' when cut, thousands grouped: never 18 decimals. */
const DISPLAYED = '[\\d]{1,3}(,\\d{3})*(\\.\\d{1,2})?…?'

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  await fundFromFaucet(env.devnet, owner.address, '1500.123456789123456789')
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: owner.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await page?.setViewportSize(SIZES[0] as { width: number; height: number })
  await session?.close()
})

describe('numbers follow the display rules (item 8)', () => {
  it("the send form's Available, the stake form's max and the swap's To field, at both sizes", async () => {
    const client = createApiClient({ endpoints: [devnet.apiUrl], retries: 2 })
    const pair = (await getUniswapPairs(client)).find((p) => p.tokens.some((t) => t.symbol === 'WFTM'))
    const [from, to] = (pair?.tokens ?? []).map((t) => t.address)
    expect(from && to).toBeTruthy()
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.goto(`${env.appUrl}/account/${owner.address}/send`)
      const available = page.getByText(/^Available: /)
      await available.waitFor({ timeout: 30_000 })
      expect(await available.textContent()).toMatch(new RegExp(`^Available: ${DISPLAYED} FTM$`))
      // The balance was 1500.123456789123456789: the shown value starts 1,500 or 1,499 (room kept for fees).
      expect(await available.textContent()).toMatch(/^Available: 1,(500|499)\.\d{1,2}…? FTM$/)

      await page.goto(`${env.appUrl}/staking/${owner.address}/stake`)
      await page.getByLabel('Amount', { exact: true }).fill('99999', { timeout: 30_000 })
      await page.getByRole('button', { name: 'Continue' }).click()
      const max = page.getByText(/^You can stake max /).first()
      await max.waitFor({ timeout: 30_000 })
      expect(await max.textContent()).toMatch(new RegExp(`^You can stake max ${DISPLAYED} FTM$`))

      await page.goto(`${env.appUrl}/funi/${owner.address}/swap/${from}/${to}`)
      await page.getByLabel('From', { exact: true }).fill('1.123456789123456789', { timeout: 30_000 })
      await page.getByText('Minimum received').waitFor({ timeout: 30_000 })
      const quoted = await page.getByLabel('To', { exact: true }).inputValue()
      // At most 6 decimals (a tiny amount keeps its 4 significant digits instead), never the quote's 18.
      expect(quoted).toMatch(/^\d+(\.\d+)?$/)
      const fraction = quoted.split('.')[1] ?? ''
      expect(fraction.length <= 6 || (Number(quoted) < 1e-4 && fraction.replace(/^0+/, '').length <= 4)).toBe(
        true,
      )
      expect(Number(quoted)).toBeGreaterThan(0)
    }
  }, 180_000)
})
