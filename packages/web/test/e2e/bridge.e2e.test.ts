// @vitest-environment node
// End to end: a bridge send (Opera → Binance Chain) in the built web wallet in Chromium against the devnet's bridge
// simulator, and the view transitions (slide left going deeper, right going back, none with reduced motion).
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import {
  BINANCE_CENTRAL_DEPOSIT_ADDRESS,
  bridgeMessages,
  createBridgeClient,
  createMnemonic,
  deriveKeyFromMnemonic,
} from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import {
  checkScreen as checkPage,
  type E2eSession,
  queryApi,
  restoreWalletFromWelcome,
  startE2eSession,
} from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
// A Binance Chain address of the right shape (42 characters, 'bnb1' and bech32 letters, as the simulator checks)
// that nobody holds.
const BNB_TARGET = 'bnb1e2etestqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq'
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let address = ''

const checkScreen = (name: string) => checkPage(page, name)

async function balanceOf(account: string): Promise<bigint> {
  const { account: found } = await queryApi<{ account: { balance: string } }>(
    devnet,
    `{ account(address: "${account}") { balance } }`,
  )
  return BigInt(found.balance)
}

/** Names of the route slides that start from now on (read with `slidesSeen`). */
async function watchSlides() {
  await page.evaluate(() => {
    const w = window as unknown as { slides: string[]; watchingSlides?: boolean }
    w.slides = []
    if (w.watchingSlides) return
    w.watchingSlides = true
    document.addEventListener('animationstart', (event) => {
      if ((event.target as Element).classList.contains('route-view')) w.slides.push(event.animationName)
    })
  })
}
const slidesSeen = () => page.evaluate(() => (window as unknown as { slides: string[] }).slides)
const transitionAttribute = () => page.locator('.route-view').getAttribute('data-transition')

async function setBridge(settings: { down?: boolean; delayMs?: number }) {
  const response = await fetch(`${devnet.url}/devnet/bridge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  expect(BNB_TARGET).toHaveLength(42)
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  // The simulator completes a swap this long after it saw the deposit: long enough to see the completing stage.
  await setBridge({ down: false, delayMs: 4000 })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('bridge send and view transitions in Chromium', () => {
  it('restores a funded wallet', async () => {
    const mnemonic = createMnemonic()
    const key = deriveKeyFromMnemonic(mnemonic)
    await restoreWalletFromWelcome(page, env.appUrl, {
      privateKey: key.privateKey,
      password: PASSWORD,
      via: 'private-key',
    })
    address = key.address
    await fundFromFaucet(env.devnet, address, '1000')
    await page.getByTestId('balance-available').getByText('1,000.00 FTM').waitFor({ timeout: 30_000 })
  }, 120_000)

  it('slides the send screen in from the right when going deeper', async () => {
    await watchSlides()
    await page.getByRole('link', { name: 'Send', exact: true }).click()
    await page.getByRole('heading', { name: 'Send Opera FTM' }).waitFor()
    await page.waitForFunction(() => (window as unknown as { slides: string[] }).slides.length > 0)
    expect(await slidesSeen()).toEqual(['route-slide-forward'])
    expect(await transitionAttribute()).toBe('forward')
  }, 60_000)

  it('shows the bridge rules: fee and minimum, the refused central deposit address', async () => {
    await page.getByRole('radio', { name: 'Opera → Binance Chain' }).check()
    await page.getByText(bridgeMessages.feeNotice).waitFor()
    await page.getByText(/^Available: 999\.9/).waitFor({ timeout: 30_000 })
    await page.getByLabel('Amount (FTM)').fill('20')
    await page.getByLabel('BNB Receive Address').fill(BNB_TARGET)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').getByText('You must transfer at least 50 FTM').waitFor()
    await page.getByLabel('Amount (FTM)').fill('100')
    await page.getByText('You will receive 50 FTM on Binance Chain.', { exact: false }).waitFor()
    await page.getByLabel('BNB Receive Address').fill(BINANCE_CENTRAL_DEPOSIT_ADDRESS)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').getByText(bridgeMessages.binanceCentralAddress).waitFor()
    await checkScreen('bridge-send')
    await page.getByRole('radio', { name: 'Opera → Ethereum' }).check()
    expect(await page.getByLabel('Memo (optional)').count()).toBe(0)
    expect(await page.getByLabel('ETH Receive Address').isVisible()).toBe(true)
  }, 60_000)

  it('sends 100 FTM to Binance Chain: confirmation, completing stage, done; the FTM left the account', async () => {
    const before = await balanceOf(address)
    await page.getByRole('radio', { name: 'Opera → Binance Chain' }).check()
    await page.getByLabel('Amount (FTM)').fill('100')
    await page.getByLabel('BNB Receive Address').fill(BNB_TARGET)
    await page.getByLabel('Memo (optional)').fill('e2e')
    await page.getByRole('button', { name: 'Continue' }).click()
    const passwordField = page.getByLabel('Please enter your wallet password to send the transaction')
    await passwordField.waitFor({ timeout: 30_000 })
    expect(await page.getByText(BNB_TARGET).isVisible()).toBe(true)
    expect(await page.getByText('You will receive', { exact: true }).isVisible()).toBe(true)
    const body = await page.locator('.flow-confirmation').boundingBox()
    expect(body?.height).toBeGreaterThanOrEqual(350)
    await checkScreen('bridge-confirmation')
    await passwordField.fill(PASSWORD)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    const completing = page.getByTestId('bridge-completing')
    await completing.waitFor({ timeout: 60_000 })
    expect(await completing.getByRole('heading', { name: 'Completing' }).isVisible()).toBe(true)
    // While the bridge completes, the receiving address shows the deposit as pending (asked every 3 s).
    await completing
      .getByTestId('bridge-balance')
      .getByText('Balance on Binance Chain: 0 FTM, pending 50 FTM')
      .waitFor({ timeout: 30_000 })
    await page.getByRole('heading', { name: 'Transfer complete' }).waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('bridge-received').textContent()).toBe(
      `50 FTM sent to ${BNB_TARGET} on Binance Chain.`,
    )
    await page
      .getByTestId('bridge-balance')
      .getByText('Balance on Binance Chain: 50 FTM', { exact: true })
      .waitFor({ timeout: 30_000 })
    await checkScreen('bridge-success')

    const after = await balanceOf(address)
    expect(before - after).toBeGreaterThanOrEqual(100n * 10n ** 18n)
    expect(before - after).toBeLessThan(101n * 10n ** 18n)
    const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })
    expect((await bridge.getBnbBalances({ bnbAddress: BNB_TARGET })).balance).toBe(50)
  }, 180_000)

  it('slides back to the wallet from the right side when going up', async () => {
    await watchSlides()
    await page.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL(`${env.appUrl}/account/${address}`)
    await page.waitForFunction(() => (window as unknown as { slides: string[] }).slides.length > 0)
    expect(await slidesSeen()).toEqual(['route-slide-back'])
    expect(await transitionAttribute()).toBe('back')
  }, 60_000)

  it('does not animate with prefers-reduced-motion', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await watchSlides()
    await page.getByRole('link', { name: 'Send', exact: true }).click()
    await page.getByRole('heading', { name: 'Send Opera FTM' }).waitFor()
    expect(await transitionAttribute()).toBe('forward')
    const animation = await page
      .locator('.route-view')
      .evaluate((element) => getComputedStyle(element).animationName)
    expect(animation).toBe('none')
    await page.waitForTimeout(300)
    expect(await slidesSeen()).toEqual([])
    await page.emulateMedia({ reducedMotion: null })
  }, 60_000)

  it("shows 'Bridge is down' when the bridge fails as the swap opens, and in the address error after a reload", async () => {
    await setBridge({ down: true })
    await page.getByRole('radio', { name: 'Opera → Ethereum' }).check()
    await page.getByLabel('Amount (FTM)').fill('60')
    await page.getByLabel('ETH Receive Address').fill(`0x${'22'.repeat(20)}`)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').getByText('Bridge is down', { exact: true }).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByLabel('ETH Receive Address').waitFor()

    await page.reload()
    await page.getByRole('radio', { name: 'Opera → Binance Chain' }).check()
    const field = page.getByLabel('BNB Receive Address')
    await page.getByRole('alert').getByText('Bridge is down', { exact: true }).waitFor({ timeout: 30_000 })
    expect(await field.getAttribute('aria-invalid')).toBe('true')
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true)
    await setBridge({ down: false })
  }, 90_000)

  it('keeps a pending bridge request across a page reload and finishes it once the bridge completes', async () => {
    // The simulator holds the swap as 'processing' until the request has survived the reload.
    await setBridge({ down: false, delayMs: 600_000 })
    try {
      const ethTarget = `0x${'3c'.repeat(20)}`
      await page.reload() // the page still holds the bridge as down from the case before
      await page.getByRole('radio', { name: 'Opera → Ethereum' }).check()
      await page.getByLabel('Amount (FTM)').fill('60')
      await page.getByLabel('ETH Receive Address').fill(ethTarget)
      await page.getByRole('button', { name: 'Continue' }).click()
      const passwordField = page.getByLabel('Please enter your wallet password to send the transaction')
      await passwordField.waitFor({ timeout: 30_000 })
      await passwordField.fill(PASSWORD)
      await page.getByRole('button', { name: 'Send', exact: true }).click()
      await page.getByTestId('bridge-completing').waitFor({ timeout: 60_000 })

      await page.reload()
      await page.getByRole('radio', { name: 'Opera → Ethereum' }).check()
      const request = page.getByTestId('bridge-request').filter({ hasText: ethTarget })
      await request.waitFor({ timeout: 30_000 })
      expect(await request.getAttribute('data-status')).toBe('pending')
      expect(await request.textContent()).toBe(`60 FTM to ${ethTarget} on Ethereum: Pending`)

      await setBridge({ down: false, delayMs: 0 })
      await page
        .locator('[data-testid="bridge-request"][data-status="finalized"]')
        .filter({ hasText: ethTarget })
        .waitFor({ timeout: 60_000 })
      expect(await request.textContent()).toBe(`60 FTM to ${ethTarget} on Ethereum: Completed`)
      const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })
      expect((await bridge.getEthBalances({ ethAddress: ethTarget })).balance).toBe(10)

      await page.reload()
      await page.getByRole('radio', { name: 'Opera → Ethereum' }).check()
      await request.waitFor({ timeout: 30_000 })
      expect(await request.getAttribute('data-status')).toBe('finalized')
    } finally {
      await setBridge({ down: false, delayMs: 4000 })
    }
  }, 180_000)
})
