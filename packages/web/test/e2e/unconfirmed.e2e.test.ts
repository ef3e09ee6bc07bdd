// @vitest-environment node
// The real API's R1 in Chromium (POST /devnet/unconfirmed): the send is broadcast, the API answers
// "transaction 0x… could not be confirmed" and for a while does not show the hash. The web wallet keeps the send
// pending, polls the local hash and ends on the success screen once mined — never "Transaction rejected", and the
// recipient is paid once.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import { type E2eSession, queryApi, restoreWalletFromWelcome, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const FTM = 10n ** 18n
const REJECTED = 'Transaction rejected'
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

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  const key = deriveKeyFromMnemonic(createMnemonic())
  address = key.address
  await fundFromFaucet(env.devnet, address, '500')
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('a send when the API answers "could not be confirmed" (R1)', () => {
  it('ends on the success screen once mined, never "Transaction rejected", one payment', async () => {
    const recipient = deriveKeyFromMnemonic(createMnemonic()).address
    await page.goto(`${env.appUrl}/account/${address}/send`)
    await page.getByRole('heading', { name: 'Send Opera FTM' }).waitFor()
    await page.getByText(/^Available: 499\.9/).waitFor({ timeout: 30_000 })
    await page.getByLabel('Amount (FTM)').fill('7')
    await page.getByLabel('Address', { exact: true }).fill(recipient)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Please enter your wallet password to send the transaction').fill(PASSWORD)
    const nonce = await txCount(address)
    // Whatever the page shows from here on: "Transaction rejected" must never appear, not even for a moment.
    await page.evaluate((rejected) => {
      const seen = window as unknown as { __ftmSawRejected?: boolean }
      seen.__ftmSawRejected = false
      new MutationObserver(() => {
        if (document.body.textContent?.includes(rejected)) seen.__ftmSawRejected = true
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    }, REJECTED)
    const armed = await fetch(`${env.devnet.url}/devnet/unconfirmed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, hideMs: 2000 }),
    })
    expect(armed.ok).toBe(true)
    // The API's answers to the app's sendTransaction: R1 must really have been met.
    const sendAnswers: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.url() === devnet.apiUrl && response.request().postData()?.includes('sendTransaction'))
        sendAnswers.push(response.text())
    })
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    const success = page.getByRole('heading', { name: 'Success', exact: true })
    const rejected = page.getByRole('heading', { name: REJECTED })
    await success.or(rejected).waitFor({ timeout: 60_000 })
    expect(await rejected.count()).toBe(0)
    expect(await success.count()).toBe(1)
    expect(
      await page.evaluate(() => (window as unknown as { __ftmSawRejected?: boolean }).__ftmSawRejected),
    ).toBe(false)
    const answers = await Promise.all(sendAnswers)
    expect(answers.some((text) => /could not be confirmed/.test(text))).toBe(true)
    const { account } = await queryApi<{ account: { balance: string } }>(
      devnet,
      `{ account(address: "${recipient}") { balance } }`,
    )
    expect(BigInt(account.balance)).toBe(7n * FTM)
    expect(await txCount(address)).toBe(nonce + 1n)
    await page.getByRole('button', { name: 'Close' }).click()
  }, 120_000)
})
