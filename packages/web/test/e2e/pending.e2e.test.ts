// @vitest-environment node
// Pending transactions in Chromium (docs/behaviour/pending-transactions.md) with the devnet's automine off
// (POST /devnet/mining; this file is in the serial web-serial project and switches automine back on after each
// test): a sent transfer stays pending across a page reload (the header's indicator), is sped up from the
// indicator's window through the usual confirmation, and once a block is mined the replacement is mined — the notice
// shows in this tab and in a second one, and closing it in one closes it in the other; a cancel leaves the
// recipient unpaid. The chain state is read back over the devnet's API.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import { type E2eSession, queryApi, restoreWalletFromWelcome, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const FTM = 10n ** 18n
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let address = ''

const txCount = async (of: string) =>
  BigInt(
    (await queryApi<{ account: { txCount: string } }>(devnet, `{ account(address: "${of}") { txCount } }`))
      .account.txCount,
  )
const balance = async (of: string) =>
  BigInt(
    (await queryApi<{ account: { balance: string } }>(devnet, `{ account(address: "${of}") { balance } }`))
      .account.balance,
  )
async function mining(body: { automine?: boolean; blocks?: number }) {
  const response = await fetch(`${env.devnet.url}/devnet/mining`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok).toBe(true)
}

/** Sends FTM from the send page and leaves it verifying (automine off); the header then says it is pending. */
async function sendAndLeavePending(recipient: string, amount: string) {
  await page.goto(`${env.appUrl}/account/${address}/send`)
  await page.getByRole('heading', { name: 'Send Opera FTM' }).waitFor()
  await page.getByText(/^Available: \d/).waitFor({ timeout: 30_000 })
  await page.getByLabel('Amount (FTM)').fill(amount)
  await page.getByLabel('Address', { exact: true }).fill(recipient)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Please enter your wallet password to send the transaction').fill(PASSWORD)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await page.getByRole('heading', { name: 'Verifying Transaction' }).waitFor({ timeout: 60_000 })
  await page.getByRole('button', { name: '1 pending transaction' }).waitFor({ timeout: 30_000 })
}

/** From the header's indicator: Speed up or Cancel the one pending transaction, confirmed with the password. */
async function replaceFromIndicator(action: 'Speed up' | 'Cancel transaction', expectCall: RegExp) {
  await page.getByRole('button', { name: '1 pending transaction' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pending transactions' })
  await dialog.getByRole('button', { name: action }).click()
  const flow = page.getByRole('dialog', { name: action })
  // What it signs, in words, before the password: the decoded call and the fee.
  await flow.getByText(expectCall).first().waitFor({ timeout: 60_000 })
  await flow.getByText(/Fee/).first().waitFor()
  await flow.getByLabel(/password/i).fill(PASSWORD)
  await flow.getByRole('button', { name: 'Send', exact: true }).click()
  await flow.getByRole('heading', { name: 'Verifying Transaction' }).waitFor({ timeout: 60_000 })
  await flow.getByRole('button', { name: 'Close' }).first().click()
  // Both wait with the same nonce until a block is mined.
  await page.getByRole('button', { name: '2 pending transactions' }).waitFor({ timeout: 30_000 })
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  const key = deriveKeyFromMnemonic(createMnemonic())
  address = key.address
  await fundFromFaucet(env.devnet, address, '500')
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })
}, 300_000)

afterEach(async () => {
  await mining({ automine: true })
})

afterAll(async () => {
  await session?.close()
})

describe('pending transactions, automine off', () => {
  it('a sent transaction stays pending across a reload, is sped up, and the replacement is mined; the notice reaches another tab', async () => {
    const recipient = deriveKeyFromMnemonic(createMnemonic()).address
    const nonce = await txCount(address)
    await mining({ automine: false })
    await sendAndLeavePending(recipient, '7')
    await page.reload()
    await page.getByRole('button', { name: '1 pending transaction' }).waitFor({ timeout: 30_000 })

    await replaceFromIndicator('Speed up', /^Send 7 FTM to /)
    const other = await page.context().newPage()
    await other.goto(`${env.appUrl}/account/${address}`)
    await other.getByRole('button', { name: '2 pending transactions' }).waitFor({ timeout: 30_000 })

    await mining({ blocks: 1 })
    for (const tab of [page, other]) {
      const notice = tab.getByRole('status').filter({ hasText: 'Transaction confirmed' })
      await notice.waitFor({ timeout: 30_000 })
      await expect(notice.textContent()).resolves.toMatch(/Speed up: Send 7 FTM to /)
      await tab.getByRole('button', { name: /pending transaction/ }).waitFor({ state: 'detached' })
    }
    expect(await balance(recipient)).toBe(7n * FTM)
    expect(await txCount(address)).toBe(nonce + 1n)
    // Closed in the second tab, it goes in the first one too.
    await other.getByRole('button', { name: /^Close the notice of / }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Transaction confirmed' })
      .waitFor({ state: 'detached', timeout: 15_000 })
    await other.close()
  }, 240_000)

  it('a cancel leaves the recipient unpaid', async () => {
    const recipient = deriveKeyFromMnemonic(createMnemonic()).address
    const nonce = await txCount(address)
    await mining({ automine: false })
    await sendAndLeavePending(recipient, '3')
    await page.reload()
    await replaceFromIndicator('Cancel transaction', /^Send 0 FTM to /)
    await mining({ blocks: 1 })
    const notice = page.getByRole('status').filter({ hasText: 'Transaction confirmed' })
    await notice.waitFor({ timeout: 30_000 })
    await expect(notice.textContent()).resolves.toMatch(/Cancel: Send 3 FTM to /)
    expect(await balance(recipient)).toBe(0n)
    expect(await txCount(address)).toBe(nonce + 1n)
    await page.getByRole('button', { name: /^Close the notice of / }).click()
  }, 240_000)
})
