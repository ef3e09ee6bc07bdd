// @vitest-environment node
// End to end: the staking area of the built web wallet in Chromium against the run's devnet: delegate →
// advance time → claim & restake → lock → undelegate the locked part (4 steps) → advance → withdraw. From the
// delegation on, the decimal-points setting is 4: the delegate confirmation and the claim, restake and withdraw
// windows write their amounts with it (docs/behaviour/tokens-and-assets.md#number-formatting).
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic, formatAmount } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import {
  chainTime,
  checkScreen as checkPage,
  type E2eSession,
  findValidatorLockedFor,
  queryApi,
  restoreWalletFromWelcome,
  startE2eSession,
} from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const FTM = 10n ** 18n
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let address = ''
let validatorId = 0n

interface ApiDelegation {
  amountDelegated: string
  amountInWithdraw: string
  isDelegationLocked: boolean
  pendingRewards: { amount: string }
  withdrawRequests: { withdrawRequestID: string; amount: string; withdrawTime: string | null }[]
}

const api = <T>(query: string) => queryApi<T>(devnet, query)

const readDelegation = async () =>
  (
    await api<{
      delegation: ApiDelegation
    }>(`{ delegation(address: "${address}", staker: "0x${validatorId.toString(16)}") {
      amountDelegated amountInWithdraw isDelegationLocked pendingRewards { amount }
      withdrawRequests { withdrawRequestID amount withdrawTime } } }`)
  ).delegation

async function advance(seconds: number, epochs: number) {
  const response = await fetch(`${devnet.url}/devnet/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds, epochs }),
  })
  expect(response.status).toBe(200)
}

const checkScreen = (name: string) => checkPage(page, name)

/** Confirms the open flow with the password (when asked) and closes its success screen. */
async function confirmFlow(scope: ReturnType<Page['getByRole']>, successTitle = 'Success') {
  await scope.getByLabel('Please enter your wallet password to send the transaction').fill(PASSWORD)
  await scope.getByRole('button', { name: 'Send', exact: true }).click()
  await scope.getByRole('heading', { name: successTitle }).waitFor({ timeout: 60_000 })
  await scope.getByRole('button', { name: 'Close', exact: true }).last().click()
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  // A validator whose own lock leaves room for a delegation lock of the minimum duration.
  validatorId = await findValidatorLockedFor(devnet, 30 * 86_400, await chainTime(devnet))
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('staking in Chromium', () => {
  it('restores a funded wallet and shows the empty delegations page and the validator list', async () => {
    const mnemonic = createMnemonic()
    const key = deriveKeyFromMnemonic(mnemonic)
    address = key.address
    await fundFromFaucet(env.devnet, address, '3000')
    await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })

    await page.goto(`${env.appUrl}/staking/${address}`)
    await page.getByRole('tab', { name: 'Wallet Delegations (0)' }).waitFor()
    await checkScreen('staking-delegations-empty')
    await page.getByRole('link', { name: 'Validators' }).click()
    await page.getByRole('columnheader', { name: 'Proof of Importance' }).waitFor()
    await page.getByRole('cell', { name: validatorId.toString(), exact: true }).first().waitFor()
    await checkScreen('staking-validators')
  }, 180_000)

  it('delegates 1000 FTM through the stake form and its confirmation', async () => {
    await page.goto(`${env.appUrl}/settings`)
    await page.getByLabel('Decimal Points').selectOption('4')
    expect(await page.getByLabel('Decimal Points').inputValue()).toBe('4')
    await page.goto(`${env.appUrl}/staking/${address}/stake`)
    await page.getByRole('heading', { name: 'Delegate FTM' }).waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').getByText('Invalid amount').waitFor()
    await page.getByRole('button', { name: 'Entire Balance -2 FTM' }).click()
    expect(Number(await page.getByLabel('Amount', { exact: true }).inputValue())).toBeGreaterThan(2990)
    // A first delegation of 1000.123456 FTM, rejected: the confirmation cuts the signed amount to the 4 decimal
    // points and writes the exact amount beside the cut.
    await page.getByLabel('Amount', { exact: true }).fill('1000.123456')
    await page.getByRole('button', { name: 'Select a Validator' }).click()
    const picker = page.getByRole('dialog', { name: 'Select a Validator' })
    await picker.getByRole('button', { name: new RegExp(`^Select .*, ${validatorId}$`) }).waitFor()
    await checkScreen('staking-validator-picker')
    await picker.getByRole('button', { name: new RegExp(`^Select .*, ${validatorId}$`) }).click()
    await checkScreen('staking-stake-form')
    await page.getByRole('button', { name: 'Continue' }).click()
    const delegating = page.getByText(/^You're delegating /)
    await delegating.waitFor({ timeout: 30_000 })
    expect(await delegating.textContent()).toMatch(
      /^You're delegating 1,000\.1234… FTM \(exactly 1000\.123456 FTM\) to validator /,
    )
    await checkScreen('staking-delegate-confirmation')
    // Rejecting leads to the reject page; the form starts over from there.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()
    await page.getByRole('heading', { name: 'Transaction rejected' }).waitFor()
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.waitForURL(`${env.appUrl}/staking/${address}/reject`)
    await checkScreen('staking-reject')
    await page.goto(`${env.appUrl}/staking/${address}/stake`)
    await page.getByLabel('Amount', { exact: true }).fill('1000')
    await page.getByRole('button', { name: 'Select a Validator' }).click()
    await page
      .getByRole('dialog', { name: 'Select a Validator' })
      .getByRole('button', { name: new RegExp(`^Select .*, ${validatorId}$`) })
      .click()
    await page.getByRole('button', { name: 'Continue' }).click()
    // 1000 FTM in full: no exact copy beside it.
    await page.getByText(/^You're delegating 1,000 FTM to validator /).waitFor({ timeout: 30_000 })
    // docs/behaviour/signing.md: the decoded call, the simulated outcome, fee and total come before the password.
    const summary = page.getByRole('region', { name: 'Transaction summary' })
    const row = (label: string) =>
      summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent()
    expect(await row('Fee')).toMatch(/^0\.\d+ FTM/)
    expect(await row('Total')).toMatch(/^1,000\.\d+ FTM/)
    expect(await page.getByTestId('call-sentence').textContent()).toMatch(
      new RegExp(`^Delegate 1000 FTM to validator ${validatorId}`),
    )
    expect(await page.getByTestId('simulation').textContent()).toBe('You send 1000 FTM')
    const before = await page.evaluate(() => {
      const region = document.querySelector('[aria-label="Transaction summary"]')
      const input = document.querySelector('input[type="password"]')
      return (
        !!region &&
        !!input &&
        (region.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
      )
    })
    expect(before).toBe(true)
    await page.getByLabel('Please enter your wallet password to send the transaction').fill(PASSWORD)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    // One success screen (issue 16 item 12): the flow goes straight to the success page, no Close in between.
    await page.waitForURL(`${env.appUrl}/staking/${address}/success`, { timeout: 60_000 })
    await page.getByRole('heading', { name: 'Success' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Success' }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Close', exact: true }).count()).toBe(0)
    await checkScreen('staking-success')
    expect(BigInt((await readDelegation()).amountDelegated)).toBe(1000n * FTM)
  }, 120_000)

  it('claims and restakes the rewards after time has passed, the rewards at the 4 decimal points set', async () => {
    await advance(86_400, 2)
    const before = await readDelegation()
    const rewards = BigInt(before.pendingRewards.amount)
    expect(rewards).toBeGreaterThan(0n)
    // What the windows must write: the chain's rewards cut to 4 decimals ('…' when digits are hidden).
    const rewardsText = `Pending Rewards: ${formatAmount(rewards, { maxDecimals: 4 })} FTM`
    expect(rewardsText).toMatch(/^Pending Rewards: [\d,]+(\.\d{1,4})?…? FTM$/)
    await page.goto(`${env.appUrl}/staking/${address}`)
    await page.getByRole('tab', { name: 'Wallet Delegations (1)' }).waitFor({ timeout: 30_000 })
    await checkScreen('staking-delegations')
    // Fluid staking with rewards and a delegated amount: the list offers both claims
    // (docs/behaviour/staking.md#claiming).
    const list = page.getByRole('tabpanel')
    expect(await list.getByRole('button', { name: 'Claim Rewards' }).isEnabled()).toBe(true)
    expect(await list.getByRole('button', { name: 'Claim & Restake' }).isEnabled()).toBe(true)
    // The list's claim window, once planned, shows the rewards at the setting; closed without signing.
    await list.getByRole('button', { name: 'Claim Rewards' }).click()
    const listClaim = page.getByRole('dialog', { name: 'Claim Rewards' })
    await listClaim.getByText(/^Pending Rewards: /).waitFor({ timeout: 30_000 })
    expect(await listClaim.getByText(/^Pending Rewards: /).textContent()).toBe(rewardsText)
    await page.keyboard.press('Escape')
    await listClaim.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Detail' }).click()
    await page.waitForURL(`${env.appUrl}/staking/${address}/detail/${validatorId}`)
    await page.getByText('Validator Id').waitFor()
    await checkScreen('staking-delegation-detail')
    // Rewards pending: the undelegate window says to claim them first (docs/behaviour/staking.md#claiming).
    await page.getByRole('button', { name: 'Undelegate', exact: true }).click()
    const undelegate = page.getByRole('dialog', { name: 'Undelegate' })
    await undelegate
      .getByRole('alert')
      .filter({ hasText: 'You need to claim all pending rewards before undelegating.' })
      .waitFor({ timeout: 30_000 })
    await page.keyboard.press('Escape')
    await undelegate.waitFor({ state: 'detached' })
    // The detail's claim window, then its restake window: the rewards at the setting.
    await page.getByRole('button', { name: 'Claim Rewards' }).click()
    const claim = page.getByRole('dialog', { name: 'Claim Rewards' })
    await claim.getByText(/^Pending Rewards: /).waitFor({ timeout: 30_000 })
    expect(await claim.getByText(/^Pending Rewards: /).textContent()).toBe(rewardsText)
    await page.keyboard.press('Escape')
    await claim.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Claim & Restake' }).click()
    const dialog = page.getByRole('dialog', { name: 'Claim & Restake' })
    await dialog.getByText(/^Pending Rewards: /).waitFor({ timeout: 30_000 })
    expect(await dialog.getByText(/^Pending Rewards: /).textContent()).toBe(rewardsText)
    await checkScreen('staking-claim-restake-confirmation')
    await confirmFlow(dialog)
    const after = await readDelegation()
    expect(BigInt(after.pendingRewards.amount)).toBe(0n)
    expect(BigInt(after.amountDelegated)).toBe(
      BigInt(before.amountDelegated) + BigInt(before.pendingRewards.amount),
    )
    // The detail reads the new state when the window closes.
    await page
      .locator('dt', { hasText: 'Pending Rewards' })
      .locator('+ dd', { hasText: /^0 FTM$/ })
      .waitFor()
  }, 120_000)

  it('locks the delegation for the minimum days', async () => {
    await page.getByRole('button', { name: 'Lock Delegation' }).click()
    const dialog = page.getByRole('dialog', { name: 'Lock Delegation' })
    await dialog.getByText(/^Delegation will be locked until /).waitFor({ timeout: 30_000 })
    await checkScreen('staking-lock-form')
    await dialog.getByRole('button', { name: 'Ok, lock' }).click()
    await dialog
      .getByLabel('Please enter your wallet password to send the transaction')
      .waitFor({ timeout: 60_000 })
    await checkScreen('staking-lock-confirmation')
    await confirmFlow(dialog, 'Delegation Lock Successful')
    expect((await readDelegation()).isDelegationLocked).toBe(true)
    await page.locator('[data-tone="warning"]').waitFor({ timeout: 30_000 })
  }, 120_000)

  // 500.123456 FTM: more digits than the 4 decimal points show, so the withdraw window's cut is visible.
  it('undelegates part of the locked stake in 4 steps (unlock, then undelegate)', async () => {
    await page.getByRole('button', { name: 'Undelegate', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Undelegate' })
    await dialog.getByText('The withdrawal of your delegated tokens will take 7 days').waitFor()
    await dialog.getByLabel('Amount (FTM)').fill('0.5')
    await dialog.getByText(/^You can undelegate min 1 FTM and max /).waitFor()
    await dialog.getByLabel('Amount (FTM)').fill('500.123456')
    await dialog.getByText(/FTM of 500\.1234… FTM are still locked\./).waitFor({ timeout: 30_000 })
    await checkScreen('staking-undelegate-form')
    await dialog.getByRole('button', { name: 'Undelegate', exact: true }).click()
    const steps = dialog.getByRole('list', { name: 'Steps' }).getByRole('listitem')
    await steps.first().waitFor({ timeout: 30_000 })
    expect(await steps.allTextContents()).toEqual(['Unlock', 'Confirm', 'Undelegate', 'Finished'])
    await checkScreen('staking-undelegate-confirmation')
    await dialog.getByLabel('Please enter your wallet password to send the transaction').fill(PASSWORD)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    // Step 2 signs with the temporary password kept after step 1, or asks again when it has expired.
    const second = dialog.getByRole('button', { name: 'Send', exact: true })
    await second.waitFor({ timeout: 60_000 })
    const password = dialog.getByLabel('Please enter your wallet password to send the transaction')
    if (await password.count()) await password.fill(PASSWORD)
    await second.click()
    await dialog.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 60_000 })
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    const after = await readDelegation()
    expect(after.withdrawRequests).toHaveLength(1)
    expect(BigInt(after.amountInWithdraw)).toBe(500_123_456n * 10n ** 12n)
    await page.getByRole('heading', { name: 'Undelegation History' }).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: /^Withdraw in / }).waitFor()
    await checkScreen('staking-undelegation-history')
  }, 180_000)

  it('withdraws the undelegated FTM once the waiting period has passed', async () => {
    const { sfcConfig } = await api<{ sfcConfig: { withdrawalPeriodTime: string } }>(
      '{ sfcConfig { withdrawalPeriodTime } }',
    )
    await advance(Number(BigInt(sfcConfig.withdrawalPeriodTime)) + 900, 3)
    const balance = async () =>
      BigInt(
        (await api<{ account: { balance: string } }>(`{ account(address: "${address}") { balance } }`))
          .account.balance,
      )
    const before = await balance()
    await page.reload()
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog', { name: 'Withdraw FTM' })
    await dialog.getByText(/^Withdraw: /).waitFor({ timeout: 30_000 })
    // The request's 500.123456 FTM at the 4 decimal points set.
    expect(await dialog.getByText(/^Withdraw: /).textContent()).toBe('Withdraw: 500.1234… FTM')
    await checkScreen('staking-withdraw-confirmation')
    await confirmFlow(dialog)
    const [request] = (await readDelegation()).withdrawRequests
    expect(request?.withdrawTime).not.toBeNull()
    expect(await balance()).toBeGreaterThan(before)
  }, 120_000)
})
