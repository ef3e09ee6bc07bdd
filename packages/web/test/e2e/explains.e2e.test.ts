// @vitest-environment node
// End to end: the journeys explain themselves (issue 16 items 8, 11–14), checked in Chromium on the run's devnet.
// One wallet funded with an amount of 18 decimals is restored through the UI; what a check needs on the chain first
// is made through the SDK. Nothing here moves the devnet's clock, so the file runs with the other web e2e files.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import {
  type ApiClient,
  createApiClient,
  createMnemonic,
  deriveKeyFromMnemonic,
  getUniswapPairs,
} from '@ftm-wallet/sdk'
import { delegateMachine, wrapMachine } from '@ftm-wallet/sdk/machines'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import { runFlowToSuccess } from './runFlow.js'
import {
  chainTime,
  type E2eSession,
  findValidatorLockedFor,
  restoreWalletFromWelcome,
  startE2eSession,
} from './session.js'

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

const E18 = 10n ** 18n
let client: ApiClient

/** At most 2 decimals (the default decimal points), '…' when cut, thousands grouped: never 18 decimals. */
const DISPLAYED = '[\\d]{1,3}(,\\d{3})*(\\.\\d{1,2})?…?'

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  client = createApiClient({ endpoints: [devnet.apiUrl], retries: 2 })
  await fundFromFaucet(env.devnet, owner.address, '1500.123456789123456789')
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: owner.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await page?.setViewportSize(SIZES[0] as { width: number; height: number })
  await session?.close()
})

describe('numbers follow the display rules (item 8)', () => {
  it("the send form's Available, the stake form's max and the swap's To field, at both sizes", async () => {
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

describe('steps (item 12)', () => {
  beforeAll(async () => {
    await runFlowToSuccess(wrapMachine, {
      devnet,
      key: owner,
      password: PASSWORD,
      params: { amount: 20n * E18 },
    })
  }, 120_000)

  it("names the Allow step's token, says it only approves and shows the current step, at both sizes", async () => {
    const pairs = await getUniswapPairs(client)
    const pair = pairs.find(
      (p) => p.tokens.some((t) => t.symbol === 'WFTM') && p.tokens.some((t) => t.symbol === 'FUSD'),
    )
    const wftm = pair?.tokens.find((t) => t.symbol === 'WFTM')?.address
    const fusd = pair?.tokens.find((t) => t.symbol === 'FUSD')?.address
    expect(wftm && fusd).toBeTruthy()
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.goto(`${env.appUrl}/funi/${owner.address}/swap/${wftm}/${fusd}`)
      await page.getByText(/^Balance: 20(\.0+)? WFTM/).waitFor({ timeout: 30_000 })
      await page.getByLabel('From', { exact: true }).fill('1')
      await page.getByText('Minimum received').waitFor({ timeout: 30_000 })
      await page.locator('form button[type="submit"]').click()
      const dialog = page.getByRole('dialog', { name: 'Swap' })
      const steps = dialog.getByRole('list', { name: 'Steps' }).getByRole('listitem')
      await dialog.getByTestId('approval-note').waitFor({ timeout: 60_000 })
      expect(await steps.allTextContents()).toEqual(['Allow WFTM', 'Trade', 'Finished'])
      expect(await dialog.getByTestId('approval-note').textContent()).toBe(
        'This step only approves: it allows the contract of the next step to use your WFTM. Nothing is sent or ' +
          'traded in this step; it costs only the network fee.',
      )
      // The current step is marked for assistive technology and stands out on screen (framed and bold).
      const current = dialog.locator('.flow-steps li[aria-current="step"]')
      expect(await current.textContent()).toBe('Allow WFTM')
      const look = (i: number) =>
        steps.nth(i).evaluate((li) => {
          const style = getComputedStyle(li)
          return { border: style.borderTopColor, weight: style.fontWeight, color: style.color }
        })
      const [now, next] = [await look(0), await look(1)]
      expect(now.border).not.toBe(next.border)
      expect(Number(now.weight)).toBeGreaterThan(Number(next.weight))
      expect(now.color).not.toBe(next.color)
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
      await dialog.getByRole('heading', { name: 'Transaction rejected' }).waitFor()
    }
  }, 180_000)
})

describe('staking explains (item 13)', () => {
  let validatorId: bigint
  beforeAll(async () => {
    // A validator whose own lock leaves room for a delegation lock of the minimum days and more.
    validatorId = await findValidatorLockedFor(devnet, 30 * 86_400, await chainTime(devnet))
    await runFlowToSuccess(delegateMachine, {
      devnet,
      key: owner,
      password: PASSWORD,
      params: { validatorId, amount: 100n * E18 },
    })
  }, 120_000)

  it('the lock window says what locking earns and costs; the button then shows the lock; undelegating explains step 1', async () => {
    await page.setViewportSize(SIZES[0] as { width: number; height: number })
    await page.goto(`${env.appUrl}/staking/${owner.address}/detail/${validatorId}`)
    await page.getByRole('button', { name: 'Lock Delegation', exact: true }).click({ timeout: 30_000 })
    const lock = page.getByRole('dialog', { name: 'Lock Delegation' })
    const explainer = lock.getByTestId('lock-explainer')
    await explainer.waitFor({ timeout: 30_000 })
    expect(await explainer.textContent()).toMatch(
      /^Locking earns more: unlocked, a delegation earns 30% of the validator's full reward rate; locked for this long it earns 3\d% \(365 days earn 100%\)\. It costs access: until .+ the locked FTM can only be undelegated by unlocking early, which costs a penalty out of the rewards the lock earned\.$/,
    )
    await lock.getByRole('button', { name: 'Ok, lock' }).click()
    await lock
      .getByLabel('Please enter your wallet password to send the transaction')
      .fill(PASSWORD, { timeout: 60_000 })
    await lock.getByRole('button', { name: 'Send', exact: true }).click()
    await lock.getByText('Delegation Lock Successful').waitFor({ timeout: 90_000 })
    await lock.getByRole('button', { name: 'Close', exact: true }).last().click()
    await lock.waitFor({ state: 'detached' })

    // The button reflects the running lock: extend it, or the date it runs to; never a plain 'Lock Delegation'.
    await page.locator('[data-tone="warning"]').waitFor({ timeout: 30_000 })
    const lockButton = page.getByRole('button', { name: /^(Extend Lock Delegation|Locked until .+)$/ })
    await lockButton.waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: 'Lock Delegation', exact: true }).count()).toBe(0)

    for (const size of SIZES) {
      await page.setViewportSize(size)
      await page.getByRole('button', { name: 'Undelegate', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Undelegate' })
      const note = dialog.getByTestId('locked-undelegate-note')
      await note.waitFor({ timeout: 30_000 })
      expect(await note.textContent()).toMatch(
        /^This delegation is locked until .+\. Up to 0 FTM \(its unlocked part\) is undelegated at once; more takes step 1, Unlock, which ends the lock early and costs a penalty: you lose part of the rewards the lock earned/,
      )
      // Typing an amount says how much is locked (the spec's warning; its penalty sentence once rewards accrued).
      await dialog.getByLabel('Amount (FTM)').fill('50')
      await dialog.getByText(/^50 FTM of 50 FTM are still locked\./).waitFor({ timeout: 30_000 })
      await dialog.getByRole('button', { name: 'Close' }).first().click()
      await dialog.waitFor({ state: 'detached' })
    }
  }, 240_000)
})
