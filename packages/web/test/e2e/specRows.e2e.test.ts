// @vitest-environment node
// End to end: the specification rows of issue 19 that a person sees, in Chromium on the run's devnet — empty tables
// say so (docs/behaviour/app-shell.md#tables).
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { E2eEnvironment } from './environment.js'
import { type E2eSession, restoreWalletFromWelcome, startE2eSession } from './session.js'

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
})
