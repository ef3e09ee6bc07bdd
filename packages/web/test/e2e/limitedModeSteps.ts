// The steps the limited-mode e2e files share (limitedMode.e2e and the fault drill): with every GraphQL endpoint of the
// app dead, a send, a delegation and the fMint screen's positions still work over the devnet's JSON-RPC node,
// checked on the chain through the devnet's own API (docs/behaviour/app-shell.md#network-and-api-status).
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createApiClient, createMnemonic, deriveKeyFromMnemonic, getDefiTokens } from '@ftm-wallet/sdk'
import { fmintLockMachine, fmintMintMachine, wrapMachine } from '@ftm-wallet/sdk/machines'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { runFlowToSuccess, type TestKey } from './runFlow.js'
import { chainTime, findValidatorLockedFor, queryApi } from './session.js'

export const LIMITED_MODE_BANNER =
  'Limited mode: the Fantom API is unreachable — history, pairs and charts need it; sending and staking still work'
const FTM = 10n ** 18n

export interface LimitedModeContext {
  page: Page
  appUrl: string
  devnet: ProvidedDevnet
  /** The restored wallet's account. */
  address: string
  password: string
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: LIMITED_MODE_BANNER })

/** Waits for the limited-mode banner on the page. */
export async function waitForLimitedMode(page: Page): Promise<void> {
  await banner(page).waitFor({ timeout: 30_000 })
}

/**
 * Sends 12 FTM to a fresh address from the send screen while the API is dead (`available`: the balance line the
 * form shows first, read over JSON-RPC); the recipient holds exactly 12 FTM afterwards.
 */
export async function sendInLimitedMode(context: LimitedModeContext, available: RegExp): Promise<void> {
  const { page, appUrl, devnet, address, password } = context
  await page.goto(`${appUrl}/account/${address}/send`)
  await waitForLimitedMode(page)
  const recipient = deriveKeyFromMnemonic(createMnemonic()).address
  await page.getByRole('heading', { name: 'Send Opera FTM' }).waitFor()
  await page.getByText(available).waitFor({ timeout: 30_000 })
  await page.getByLabel('Amount (FTM)').fill('12')
  await page.getByLabel('Address', { exact: true }).fill(recipient)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Please enter your wallet password to send the transaction').fill(password)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await page.getByRole('button', { name: 'Close' }).click({ timeout: 60_000 })
  const { account } = await queryApi<{ account: { balance: string } }>(
    devnet,
    `{ account(address: "${recipient}") { balance } }`,
  )
  expect(BigInt(account.balance)).toBe(12n * FTM)
}

/** Delegates 500 FTM to a seeded validator from the staking screen while the API is dead; the SFC then holds it. */
export async function delegateInLimitedMode(context: LimitedModeContext): Promise<void> {
  const { page, appUrl, devnet, address, password } = context
  const validatorId = await findValidatorLockedFor(devnet, 0, await chainTime(devnet))
  await page.goto(`${appUrl}/staking/${address}/stake`)
  await waitForLimitedMode(page)
  await page.getByRole('heading', { name: 'Delegate FTM' }).waitFor()
  await page.getByLabel('Amount', { exact: true }).fill('500')
  await page.getByRole('button', { name: 'Select a Validator' }).click()
  await page
    .getByRole('dialog', { name: 'Select a Validator' })
    .getByRole('button', { name: new RegExp(`^Select .*, ${validatorId}$`) })
    .click({ timeout: 30_000 })
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByText(/^You're delegating 500 FTM/).waitFor({ timeout: 30_000 })
  await page.getByLabel('Please enter your wallet password to send the transaction').fill(password)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  // The delegation's one success screen is the success page (no Close step before it).
  await page.waitForURL(`${appUrl}/staking/${address}/success`, { timeout: 60_000 })
  await page.getByRole('heading', { name: 'Success' }).waitFor()
  const { delegation } = await queryApi<{ delegation: { amountDelegated: string } }>(
    devnet,
    `{ delegation(address: "${address}", staker: "0x${validatorId.toString(16)}") { amountDelegated } }`,
  )
  expect(BigInt(delegation.amountDelegated)).toBe(500n * FTM)
}

export type { TestKey } from './runFlow.js'

/**
 * Gives the key an fMint position while the API answers (through the SDK's flows, as the fMint e2e does on screen):
 * 300 FTM wrapped, 250 WFTM locked, 10 fUSD minted.
 */
export async function openFMintPosition(
  devnet: ProvidedDevnet,
  key: TestKey,
  password: string,
): Promise<void> {
  const client = createApiClient({ endpoints: [devnet.apiUrl], retries: 1 })
  const tokens = await getDefiTokens(client)
  const bySymbol = (symbol: string) => tokens.find((t) => t.symbol === symbol)?.address as string
  const wftm = bySymbol('WFTM')
  await runFlowToSuccess(wrapMachine, { devnet, key, password, params: { amount: 300n * FTM } })
  await runFlowToSuccess(fmintLockMachine, {
    devnet,
    key,
    password,
    params: {
      token: wftm,
      amount: 250n * FTM,
      availableBalance: 300n * FTM,
    },
  })
  await runFlowToSuccess(fmintMintMachine, {
    devnet,
    key,
    password,
    params: {
      token: bySymbol('FUSD'),
      amount: 10n * FTM,
      max: 25n * FTM,
    },
  })
}

/**
 * The fMint screen while the API is dead: its DeFi settings, token registry and the account's positions come over
 * JSON-RPC — the WFTM row offers Unlock (there is collateral), and the Positions tab lists 250 WFTM locked and
 * 10 fUSD minted (openFMintPosition).
 */
export async function checkFMintInLimitedMode(context: LimitedModeContext): Promise<void> {
  const { page, appUrl, address } = context
  await page.goto(`${appUrl}/fmint/${address}`)
  await waitForLimitedMode(page)
  await page.getByRole('heading', { name: 'fMint', level: 1 }).waitFor()
  const row = page.getByRole('row').filter({ hasText: 'WFTM' })
  await row
    .getByRole('button', { name: /^Unlock WFTM/ })
    .first()
    .waitFor({ timeout: 60_000 })
  await page.getByRole('tab', { name: 'Positions' }).click()
  const collateral = page
    .getByRole('table', { name: 'Collateral Positions' })
    .getByRole('row')
    .filter({ hasText: 'WFTM' })
  await expect
    .poll(() => collateral.locator('td').nth(1).textContent(), { timeout: 30_000 })
    .toMatch(/^250(\.0+)?$/)
  const synths = page
    .getByRole('table', { name: 'Synths Positions' })
    .getByRole('row')
    .filter({ hasText: 'fUSD' })
  await expect
    .poll(() => synths.locator('td').nth(1).textContent(), { timeout: 30_000 })
    .toMatch(/^10(\.0+)?$/)
  expect(await page.locator('.message-error').count(), 'no error on the fMint screen').toBe(0)
  await page.getByRole('tab', { name: 'Overview' }).click()
}
