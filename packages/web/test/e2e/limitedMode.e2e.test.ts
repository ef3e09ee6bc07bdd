// @vitest-environment node
// Fault drill in Chromium: every GraphQL endpoint of the app dies (the browser's requests to the API are cut off);
// the limited-mode banner appears, and a send and a delegation still succeed over the devnet's JSON-RPC node;
// then the API answers again and the banner goes.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import {
  type E2eSession,
  findValidatorLockedFor,
  queryApi,
  restoreWalletFromWelcome,
  startE2eSession,
} from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const FTM = 10n ** 18n
const BANNER =
  'Limited mode: the Fantom API is unreachable — history, pairs and charts need it; sending and staking still work'
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let address = ''

const isApi = (url: URL) => url.href === devnet.apiUrl
const cutOff = (route: Route) => route.abort('connectionrefused')

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  const key = deriveKeyFromMnemonic(createMnemonic())
  address = key.address
  await fundFromFaucet(env.devnet, address, '3000')
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('limited mode in Chromium', () => {
  it('shows the banner when every GraphQL endpoint is dead; sending works over JSON-RPC', async () => {
    await page.context().route(isApi, cutOff)
    await page.goto(`${env.appUrl}/account/${address}/send`)
    await page.getByRole('status').filter({ hasText: BANNER }).waitFor({ timeout: 30_000 })
    const recipient = deriveKeyFromMnemonic(createMnemonic()).address
    await page.getByRole('heading', { name: 'Send Opera FTM' }).waitFor()
    await page.getByText(/^Available: 2999\.9/).waitFor({ timeout: 30_000 })
    await page.getByLabel('Amount (FTM)').fill('12')
    await page.getByLabel('Address', { exact: true }).fill(recipient)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Please enter your wallet password to send the transaction').fill(PASSWORD)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('button', { name: 'Close' }).click({ timeout: 60_000 })
    const { account } = await queryApi<{ account: { balance: string } }>(
      devnet,
      `{ account(address: "${recipient}") { balance } }`,
    )
    expect(BigInt(account.balance)).toBe(12n * FTM)
  }, 120_000)

  it('delegates over JSON-RPC while the API is dead', async () => {
    const validatorId = await findValidatorLockedFor(devnet, 0, Math.floor(Date.now() / 1000))
    await page.goto(`${env.appUrl}/staking/${address}/stake`)
    await page.getByRole('status').filter({ hasText: BANNER }).waitFor({ timeout: 30_000 })
    await page.getByRole('heading', { name: 'Delegate FTM' }).waitFor()
    await page.getByLabel('Amount', { exact: true }).fill('500')
    await page.getByRole('button', { name: 'Select a Validator' }).click()
    await page
      .getByRole('dialog', { name: 'Select a Validator' })
      .getByRole('button', { name: new RegExp(`^Select .*, ${validatorId}$`) })
      .click({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText(/^You're delegating 500 FTM/).waitFor({ timeout: 30_000 })
    await page.getByLabel('Please enter your wallet password to send the transaction').fill(PASSWORD)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('button', { name: 'Close', exact: true }).click({ timeout: 60_000 })
    await page.getByRole('heading', { name: 'Success' }).waitFor()
    const { delegation } = await queryApi<{ delegation: { amountDelegated: string } }>(
      devnet,
      `{ delegation(address: "${address}", staker: "0x${validatorId.toString(16)}") { amountDelegated } }`,
    )
    expect(BigInt(delegation.amountDelegated)).toBe(500n * FTM)
  }, 120_000)

  it('drops the banner once the API answers again', async () => {
    await page.context().unroute(isApi, cutOff)
    await page.goto(`${env.appUrl}/account/${address}`)
    await page.getByRole('status').filter({ hasText: BANNER }).waitFor({ state: 'detached', timeout: 60_000 })
    expect(await page.getByText(BANNER).count()).toBe(0)
  }, 90_000)
})
