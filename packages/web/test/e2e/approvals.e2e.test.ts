// @vitest-environment node
// End to end (issue 15, docs/behaviour/approvals.md and docs/behaviour/signing.md#simulation): the built web wallet in
// Chromium against the run's devnet. An allowance the swap flow leaves is listed on the Approvals screen; a second
// swap within it skips its Allow step and says so; Revoke (approve 0, through the common confirmation) clears it.
// A delegation to an inactive validator shows the decoded revert reason where the password would be asked, and
// nothing is sent. An fMint lock's Allow step warns that it allows more than the lock takes.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic, formatUnits } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendImpersonated } from '../../src/features/account/testToken.test-util.js'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import {
  checkScreen as checkPage,
  type E2eSession,
  queryApi,
  restoreWalletFromWelcome,
  startE2eSession,
} from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const E18 = 10n ** 18n
const ALLOW_SKIPPED = 'Allow skipped: the existing allowance already covers this amount'
const PASSWORD_LABEL = 'Please enter your wallet password to send the transaction'
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let me: string
let wftm: string
let fusd: string
let router: string

const gql = <T>(query: string) => queryApi<T>(devnet, query)
const tokenBalance = async (token: string) =>
  BigInt((await gql<{ b: string }>(`{ b: ercTokenBalance(owner: "${me}", token: "${token}") }`)).b)
const allowance = async (token: string, spender: string) =>
  BigInt(
    (
      await gql<{ a: string }>(
        `{ a: ercTokenAllowance(token: "${token}", owner: "${me}", spender: "${spender}") }`,
      )
    ).a,
  )
const nonce = async () =>
  BigInt(
    (await gql<{ account: { txCount: string } }>(`{ account(address: "${me}") { txCount } }`)).account
      .txCount,
  )

const submit = () => page.locator('form button[type="submit"]')

/** Confirms every step of the flow window `title` (the password on the first), then closes it. */
async function confirmFlow(title: string, steps: number) {
  const dialog = page.getByRole('dialog', { name: title })
  for (let step = 1; step <= steps; step++) {
    await dialog
      .locator(`.flow-steps li:nth-child(${step})[aria-current="step"]`)
      .waitFor({ timeout: 60_000 })
    const send = dialog.getByRole('button', { name: 'Send', exact: true })
    await send.waitFor({ timeout: 60_000 })
    const password = dialog.getByLabel(PASSWORD_LABEL)
    if (await password.isVisible()) await password.fill(PASSWORD)
    await send.click()
  }
  await dialog.locator('.flow-confirmation').getByRole('button', { name: 'Close' }).click({ timeout: 60_000 })
  await dialog.waitFor({ state: 'detached' })
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  wftm = devnet.deployment.contracts.wftm as string
  fusd = devnet.deployment.contracts.fusd as string
  router = devnet.deployment.contracts.uniswapRouter as string
  const key = deriveKeyFromMnemonic(createMnemonic())
  me = key.address
  await fundFromFaucet(env.devnet, me, '1000')
  // 100 WFTM to trade with: deposit() sent as the account on the devnet's node (not what is tested here).
  await sendImpersonated(devnet.rpcUrl, me, { to: wftm, data: '0xd0e30db0', value: 100n * E18 })
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('approvals in Chromium', () => {
  let left = 0n

  it('lists the allowance a swap for an exact output left to the router', async () => {
    expect(await tokenBalance(wftm)).toBe(100n * E18)
    await page.goto(`${env.appUrl}/account/${me}/approvals`)
    await page.getByRole('heading', { name: 'Approvals' }).waitFor()
    await page.getByText('No allowances: no contract the wallet knows may spend your tokens.').waitFor({
      timeout: 30_000,
    })

    // Buy exactly 1 FUSD: Allow grants the most the trade may sell (the quote + slippage); the rest stays allowed.
    await page.goto(`${env.appUrl}/funi/${me}/swap/${wftm}/${fusd}`)
    await page.getByText(/^Balance: 100\.0000 WFTM/).waitFor({ timeout: 30_000 })
    await page.getByLabel('To', { exact: true }).fill('1')
    await page.getByText('Maximum sold').waitFor()
    await submit().click()
    const dialog = page.getByRole('dialog', { name: 'Swap' })
    expect(await dialog.locator('.flow-steps li').allTextContents()).toEqual([
      'Allow WFTM',
      'Trade',
      'Finished',
    ])
    await confirmFlow('Swap', 2)
    left = await allowance(wftm, router)
    expect(left).toBeGreaterThan(0n)

    await page.goto(`${env.appUrl}/account/${me}`)
    await page
      .getByRole('navigation', { name: 'Wallet actions' })
      .getByRole('link', { name: 'Approvals' })
      .click()
    await page.waitForURL(`${env.appUrl}/account/${me}/approvals`)
    const row = page
      .getByRole('table', { name: 'Allowances' })
      .getByRole('row')
      .filter({ hasText: 'Swap router' })
    await row.waitFor({ timeout: 30_000 })
    expect(await row.getByRole('cell').first().textContent()).toBe('WFTM')
    expect(await row.getByRole('cell').nth(1).textContent()).toContain(router)
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(`${formatUnits(left)} WFTM`)
    await checkPage(page, 'approvals-list')
  }, 240_000)

  it('skips the Allow step of a second swap the allowance covers, and says so', async () => {
    // Sell half of what is left, cut to 4 decimals (the form's precision for this amount).
    const half = (left / 2n / 10n ** 14n) * 10n ** 14n
    expect(half).toBeGreaterThan(0n)
    const wftmBefore = await tokenBalance(wftm)
    await page.goto(`${env.appUrl}/funi/${me}/swap/${wftm}/${fusd}`)
    await page
      .getByText(/^Balance: /)
      .first()
      .waitFor({ timeout: 30_000 })
    await page.getByLabel('From', { exact: true }).fill(formatUnits(half))
    await page.getByText('Minimum received').waitFor()
    await submit().click()
    const dialog = page.getByRole('dialog', { name: 'Swap' })
    await dialog.getByRole('status').filter({ hasText: ALLOW_SKIPPED }).waitFor({ timeout: 60_000 })
    await dialog.getByTestId('call-sentence').waitFor({ timeout: 60_000 })
    expect(await dialog.getByTestId('call-sentence').textContent()).toMatch(
      /^Swap .+ WFTM for at least .+ fUSD$/,
    )
    expect(await dialog.locator('.flow-steps li').allTextContents()).toEqual(['Trade', 'Finished'])
    await checkPage(page, 'swap-allow-skipped')
    await confirmFlow('Swap', 1)
    expect(await tokenBalance(wftm)).toBe(wftmBefore - half)
    expect(await allowance(wftm, router)).toBe(left - half)
  }, 180_000)

  it('revokes the allowance with approve(router, 0) through the confirmation', async () => {
    const rest = await allowance(wftm, router)
    await page.goto(`${env.appUrl}/account/${me}/approvals`)
    const row = page
      .getByRole('table', { name: 'Allowances' })
      .getByRole('row')
      .filter({ hasText: 'Swap router' })
    await row.waitFor({ timeout: 30_000 })
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(`${formatUnits(rest)} WFTM`)
    await row.getByRole('button', { name: "Revoke Swap router's WFTM allowance" }).click()
    const dialog = page.getByRole('dialog', { name: 'Revoke' })
    await dialog.getByTestId('call-sentence').waitFor({ timeout: 60_000 })
    // The decoded call and the summary come before the password (docs/behaviour/signing.md).
    expect(await dialog.getByTestId('call-sentence').textContent()).toBe(
      'Allow Uniswap router to spend 0 WFTM',
    )
    await dialog.getByRole('region', { name: 'Transaction summary' }).waitFor()
    await dialog.getByLabel(PASSWORD_LABEL).waitFor()
    await checkPage(page, 'approvals-revoke-confirmation')
    await confirmFlow('Revoke', 1)
    expect(await allowance(wftm, router)).toBe(0n)
    await page.getByText('No allowances: no contract the wallet knows may spend your tokens.').waitFor({
      timeout: 30_000,
    })
  }, 180_000)
})

describe("an Allow step's confirmation in Chromium", () => {
  it('warns before the password that the fMint lock allows more than it takes (docs/behaviour/signing.md)', async () => {
    const before = await nonce()
    await page.goto(`${env.appUrl}/fmint/${me}`)
    await page.getByRole('heading', { name: 'fMint', level: 1 }).waitFor()
    await page.getByRole('button', { name: /^Lock WFTM/ }).click({ timeout: 30_000 })
    await page.getByRole('heading', { name: 'Lock Collateral' }).waitFor({ timeout: 30_000 })
    await page.getByRole('textbox', { name: 'Amount (WFTM)' }).fill('2')
    await page.getByRole('button', { name: 'Lock', exact: true }).click()
    await page.getByTestId('call-sentence').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('call-sentence').textContent()).toBe('Allow fMint to spend 2.1 WFTM more')
    const warning = page
      .getByRole('region', { name: 'Contract call' })
      .getByRole('alert')
      .filter({ hasText: 'This allowance (2.1 WFTM) is more than the 2 WFTM this needs.' })
    await warning.waitFor()
    const password = page.getByLabel(PASSWORD_LABEL)
    await password.waitFor()
    // The warning comes before the password field.
    expect(
      await warning.evaluate(
        (node, input) =>
          (node.compareDocumentPosition(input as Node) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
        await password.elementHandle(),
      ),
    ).toBe(true)
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()
    expect(await nonce()).toBe(before)
  }, 120_000)
})

describe('a delegation the chain would refuse, in Chromium', () => {
  it('shows the revert reason of an inactive validator where the password would be asked, and sends nothing', async () => {
    const { stakers } = await gql<{ stakers: { id: string; isActive: boolean; isCheater: boolean }[] }>(
      '{ stakers { id isActive isCheater } }',
    )
    const inactive = stakers.find((s) => !s.isActive && !s.isCheater)
    expect(inactive).toBeDefined()
    const id = BigInt(inactive?.id as string)
    const before = await nonce()
    await page.goto(`${env.appUrl}/staking/${me}/stake?validator=${id}`)
    await page.getByRole('heading', { name: 'Delegate FTM' }).waitFor()
    // The validator of the link is fixed once the validator list has loaded (the form starts over then).
    await expect
      .poll(() => page.getByLabel('Validator', { exact: true }).inputValue(), { timeout: 30_000 })
      .toMatch(new RegExp(`, ${id}$`))
    await page.getByLabel('Amount', { exact: true }).fill('5')
    await page.getByRole('button', { name: 'Continue' }).click()
    const reason = "The transaction would fail: validator isn't active"
    await page
      .getByTestId('simulation')
      .filter({ hasText: reason })
      .waitFor({ timeout: 60_000 })
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nshown: ${await page.locator('main').textContent()}`)
      })
    expect(await page.getByTestId('call-sentence').textContent()).toMatch(
      new RegExp(`^Delegate 5 FTM to validator ${id}`),
    )
    // No password field and no Send: the transaction is held back with its reason.
    expect(await page.getByLabel(PASSWORD_LABEL).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
    await checkPage(page, 'staking-delegate-reverts')
    expect(await nonce()).toBe(before)
  }, 120_000)
})
