// @vitest-environment node
// End to end: a keystore wallet in the built web wallet (Chromium, the run's devnet) adds a token that is none
// of the DeFi tokens as a custom token under 'Other tokens', receives some, and sends it with the token send form.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployTestToken, type TestToken } from '../../src/features/account/testToken.test-util.js'
import type { E2eEnvironment } from './environment.js'
import { restoreFundedWallet, tokenBalanceOf } from './fundedWallet.js'
import { checkScreen, type E2eSession, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const E18 = 10n ** 18n
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let address = ''
let gift: TestToken
let token = ''

const tokenBalance = (owner: string) => tokenBalanceOf(devnet, owner, token)

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  gift = await deployTestToken(devnet.rpcUrl, { name: 'Gift Token', symbol: 'GIFT', decimals: 18 })
  token = gift.address
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('custom token send in Chromium', () => {
  it("adds the token as custom under 'Other tokens' and sees it arrive", async () => {
    ;({ address } = await restoreFundedWallet(session, { ftm: '100', password: PASSWORD }))
    await page.getByRole('tab', { name: 'Other tokens' }).click()
    await page.getByRole('button', { name: 'Add Custom Token' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Custom Token' })
    await dialog.getByLabel('Token Contract Address').fill(token)
    await dialog.getByLabel('Token Symbol').fill('GIFT')
    await dialog.getByRole('button', { name: 'Add Token' }).click()
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^GIFT/ }) })
    await row.getByText('(custom)').waitFor({ timeout: 30_000 })
    // The balance with the decimal points set (2 by default), not a fixed 4.
    await row.getByRole('cell', { name: '0.00', exact: true }).waitFor()
    // Someone sends the wallet 5 GIFT; the list polls and shows it.
    await gift.mint(address, 5n * E18)
    await row.getByRole('cell', { name: '5.00', exact: true }).waitFor({ timeout: 30_000 })
    // At 3 decimal points the list follows.
    await page.goto(`${env.appUrl}/settings`)
    await page.getByLabel('Decimal Points').selectOption('3')
    await page.goto(`${env.appUrl}/account/${address}`)
    await page.getByRole('tab', { name: 'Other tokens' }).click()
    await row.getByRole('cell', { name: '5.000', exact: true }).waitFor({ timeout: 30_000 })
    await page.goto(`${env.appUrl}/settings`)
    await page.getByLabel('Decimal Points').selectOption('2')
    await page.goto(`${env.appUrl}/account/${address}`)
    await page.getByRole('tab', { name: 'Other tokens' }).click()
    await row.getByRole('cell', { name: '5.00', exact: true }).waitFor({ timeout: 30_000 })
    await checkScreen(page, 'other-tokens')
  }, 180_000)

  it('sends 2 GIFT to another address through the token form and its confirmation', async () => {
    const friend = deriveKeyFromMnemonic(createMnemonic()).address
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^GIFT/ }) })
    await row.getByRole('link', { name: 'Send GIFT' }).click()
    await page.getByRole('heading', { name: 'Send GIFT' }).waitFor()
    await page.getByText('Available: 5 GIFT').waitFor({ timeout: 30_000 })
    expect(await page.getByLabel('Memo (optional)').count()).toBe(0)
    await page.getByLabel('Amount (GIFT)').fill('7')
    await page.getByLabel('Address', { exact: true }).fill(friend)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').getByText('You can transfer max 5 GIFT').waitFor()
    await checkScreen(page, 'send-token')
    await page.getByLabel('Amount (GIFT)').fill('2')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText(`Send 2 GIFT to ${friend}`).first().waitFor() // the step's title and the decoded call say it both
    await page.getByLabel('Please enter your wallet password to send the transaction').fill(PASSWORD)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('button', { name: 'Close', exact: true }).click({ timeout: 60_000 })
    await page.waitForURL(`${env.appUrl}/account/${address}`)
    expect(await tokenBalance(friend)).toBe(2n * E18)
    expect(await tokenBalance(address)).toBe(3n * E18)
  }, 180_000)
})
