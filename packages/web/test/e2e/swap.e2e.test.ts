// @vitest-environment node
// End to end: the swap (fUNI) area of the built web wallet in Chromium against the run's devnet: wrap,
// swap both directions, add and remove liquidity with balances checked on the chain after each, and a token whose
// name and symbol carry HTML/JS rendered as text.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addressWord,
  deployTestToken,
  rpc,
  sendImpersonated,
  word,
} from '../../src/features/account/testToken.test-util.js'
import type { E2eEnvironment } from './environment.js'
import { findPool, restoreFundedWallet, tokenBalanceOf } from './fundedWallet.js'
import { checkScreen as checkPage, type E2eSession, queryApi, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const E18 = 10n ** 18n
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let me: string
let wftm: string
let fusd: string

const gql = <T>(query: string) => queryApi<T>(devnet, query)

const tokenBalance = (token: string) => tokenBalanceOf(devnet, me, token)
const ftmBalance = async () =>
  BigInt(
    (await gql<{ account: { balance: string } }>(`{ account(address: "${me}") { balance } }`)).account
      .balance,
  )
async function lpShare(): Promise<bigint> {
  return BigInt((await findPool(devnet, me, [wftm, fusd]))?.shareOf ?? '0x0')
}

const checkScreen = (name: string) => checkPage(page, name)

/** Confirms every step of the flow window `title` (password on the first step only), then closes it. */
async function confirmFlow(title: string, steps: number) {
  const dialog = page.getByRole('dialog', { name: title })
  try {
    await runSteps(dialog, steps)
  } catch (error) {
    // Say what the window showed instead of only which element never came.
    const shown = await page.locator('[role="dialog"]').allInnerTexts()
    throw new Error(`${(error as Error).message}\nwindows: ${JSON.stringify(shown)}`)
  }
  await dialog.waitFor({ state: 'detached' })
}

async function runSteps(dialog: ReturnType<Page['getByRole']>, steps: number) {
  for (let step = 1; step <= steps; step++) {
    await dialog
      .locator(`.flow-steps li:nth-child(${step})[aria-current="step"]`)
      .waitFor({ timeout: 60_000 })
    const send = dialog.getByRole('button', { name: 'Send', exact: true })
    await send.waitFor({ timeout: 60_000 })
    const password = dialog.getByLabel('Please enter your wallet password to send the transaction')
    if (await password.isVisible()) await password.fill(PASSWORD)
    await send.click()
  }
  await dialog.locator('.flow-confirmation').getByRole('button', { name: 'Close' }).click({ timeout: 60_000 })
}

/** Deploys a test token named and symbolled with payloads, mints 5 to the wallet and pairs it with WFTM. */
async function deployHostileToken(name: string, symbol: string): Promise<string> {
  const token = await deployTestToken(devnet.rpcUrl, { name, symbol, decimals: 18 })
  await token.mint(me, 5n * E18)
  // createPair(address,address) on the factory.
  const factory = devnet.deployment.contracts.uniswapFactory as string
  const data = `0xc9c65396${addressWord(token.address)}${addressWord(wftm)}`
  await sendImpersonated(devnet.rpcUrl, token.deployer, { to: factory, data })
  return token.address
}

const submit = () => page.locator('form button[type="submit"]')

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  wftm = devnet.deployment.contracts.wftm as string
  fusd = devnet.deployment.contracts.fusd as string
  // One wallet for the whole file: a fresh key restored from a keystore file, funded by the faucet.
  ;({ address: me } = await restoreFundedWallet(session, { ftm: '1000', password: PASSWORD }))
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('swap area in Chromium', () => {
  it('wraps 100 FTM into WFTM', async () => {
    await page.goto(`${env.appUrl}/funi/${me}/wrap-ftm`)
    await page.getByRole('heading', { name: 'Wrap FTM' }).waitFor()
    await page.getByText(/^Balance: 1,000\.0000 FTM/).waitFor({ timeout: 30_000 })
    // 0.123 FTM first, closed unsigned: at the default 2 decimal points the confirmation cuts the signed amount and
    // writes the exact amount beside it (docs/behaviour/tokens-and-assets.md#number-formatting).
    await page.getByLabel('From', { exact: true }).fill('0.123')
    await submit().click()
    const small = page.getByRole('dialog', { name: 'Wrap' })
    await small
      .getByText("You're trading 0.12… FTM (exactly 0.123 FTM) -> 0.12… WFTM (exactly 0.123 WFTM)")
      .waitFor({ timeout: 30_000 })
    await page.keyboard.press('Escape')
    await small.waitFor({ state: 'detached' })
    await page.getByLabel('From', { exact: true }).fill('100')
    await page.getByText('Price: 1 FTM = 1.0000 WFTM').waitFor()
    await checkScreen('funi-wrap')
    await submit().click()
    await page.getByRole('dialog', { name: 'Wrap' }).getByText("You're trading 100 FTM -> 100 WFTM").waitFor()
    await checkScreen('funi-wrap-confirmation')
    await confirmFlow('Wrap', 1)
    expect(await tokenBalance(wftm)).toBe(100n * E18)
    const ftm = await ftmBalance()
    expect(ftm < 900n * E18 && ftm > 899n * E18).toBe(true)
  }, 120_000)

  it('swaps 10 WFTM for FUSD (exact input), at least the minimum received', async () => {
    await page.goto(`${env.appUrl}/funi/${me}/swap/${wftm}/${fusd}`)
    await page.getByText(/^Balance: 100\.0000 WFTM/).waitFor({ timeout: 30_000 })
    await page.getByLabel('From', { exact: true }).fill('10')
    await page.getByText('Minimum received').waitFor()
    expect(await submit().textContent()).toBe('Swap')
    await checkScreen('funi-swap')
    const expected = await page.getByLabel('To', { exact: true }).inputValue()
    await submit().click()
    await page.getByRole('dialog', { name: 'Swap' }).getByTestId('call-sentence').waitFor({ timeout: 60_000 })
    await checkScreen('funi-swap-confirmation')
    await confirmFlow('Swap', 2)
    expect(await tokenBalance(wftm)).toBe(90n * E18)
    const received = await tokenBalance(fusd)
    expect(received).toBeGreaterThanOrEqual(
      (BigInt(Math.floor(Number(expected) * 1e6)) * 10n ** 12n * 995n) / 1000n,
    )
  }, 180_000)

  it('swaps FUSD for exactly 1 WFTM (exact output) the other way round', async () => {
    const fusdBefore = await tokenBalance(fusd)
    await page.goto(`${env.appUrl}/funi/${me}/swap/${fusd}/${wftm}`)
    await page.getByText(/^Balance: 90\.0000 WFTM/).waitFor({ timeout: 30_000 })
    await page.getByLabel('To', { exact: true }).fill('1')
    await page.getByText('Maximum sold').waitFor()
    await submit().click()
    await confirmFlow('Swap', 2)
    expect(await tokenBalance(wftm)).toBe(91n * E18)
    expect(await tokenBalance(fusd)).toBeLessThan(fusdBefore)
  }, 180_000)

  it('refreshes the quote while the pool moves, without any input (price poll every 4 s)', async () => {
    await page.goto(`${env.appUrl}/funi/${me}/swap/${wftm}/${fusd}`)
    await page.getByText(/^Balance: 91\.0000 WFTM/).waitFor({ timeout: 30_000 })
    await page.getByLabel('From', { exact: true }).fill('1')
    const to = page.getByLabel('To', { exact: true })
    await expect.poll(() => to.inputValue()).not.toBe('')
    const before = await to.inputValue()
    // Another trader sells 50 WFTM into the pool: wrap, allow the router, swapExactTokensForTokens.
    const trader = '0x00000000000000000000000000000000000bad02'
    const router = devnet.deployment.contracts.uniswapRouter as string
    const sendAsTrader = (tx: { to: string; data: string; value?: bigint }) =>
      sendImpersonated(devnet.rpcUrl, trader, tx)
    await rpc(devnet.rpcUrl, 'anvil_setBalance', [trader, `0x${(100n * E18).toString(16)}`])
    await sendAsTrader({ to: wftm, data: '0xd0e30db0', value: 50n * E18 })
    await sendAsTrader({ to: wftm, data: `0x39509351${addressWord(router)}${word(50n * E18)}` })
    const path = word(2) + addressWord(wftm) + addressWord(fusd)
    const swap = word(50n * E18) + word(0) + word(0xa0) + addressWord(trader) + word(2n ** 40n) + path
    await sendAsTrader({ to: router, data: `0x38ed1739${swap}` })
    // Less FUSD per WFTM now: the form shows it by itself within a poll or two.
    await expect
      .poll(async () => Number(await to.inputValue()), { timeout: 12_000 })
      .toBeLessThan(Number(before))
  }, 60_000)

  it('adds liquidity in 3 steps, the route following the chosen tokens', async () => {
    await page.goto(`${env.appUrl}/funi/${me}/pools/add/${wftm}`)
    await page.getByRole('button', { name: 'Second token: Select a token' }).click({ timeout: 30_000 })
    await page.getByRole('dialog', { name: 'Select a token' }).getByRole('button', { name: /^fUSD/ }).click()
    await page.waitForURL(new RegExp(`/pools/add/${wftm}/${fusd}$`, 'i'))
    await page.getByLabel('Input (first token)').fill('4')
    await page.getByRole('region', { name: 'Prices and pool share' }).waitFor()
    expect(await submit().textContent()).toBe('Supply')
    await checkScreen('funi-add-liquidity')
    await submit().click()
    await page
      .getByRole('dialog', { name: 'Add Liquidity' })
      .getByTestId('call-sentence')
      .waitFor({ timeout: 60_000 })
    await checkScreen('funi-add-liquidity-confirmation')
    await confirmFlow('Add Liquidity', 3)
    // After the success the form starts over: both amounts empty, the pair kept (issue 16 item 15).
    expect(await page.getByLabel('Input (first token)').inputValue()).toBe('')
    expect(await page.getByLabel('Input (second token)').inputValue()).toBe('')
    await page.getByRole('button', { name: 'Second token: fUSD' }).waitFor()
    expect(await tokenBalance(wftm)).toBe(87n * E18)
    expect(await lpShare()).toBeGreaterThan(0n)
  }, 240_000)

  it('lists the pools with the position and removes all of it in 2 steps', async () => {
    await page.goto(`${env.appUrl}/funi/${me}/pools`)
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'fUSD/WFTM' }) })
    await row.getByRole('link', { name: 'Remove Liquidity' }).waitFor({ timeout: 30_000 })
    await checkScreen('funi-pools')
    await row.getByRole('link', { name: 'Remove Liquidity' }).click()
    await page.getByRole('heading', { name: 'Remove Liquidity' }).waitFor()
    await page.getByRole('button', { name: '100%' }).click()
    await page.getByRole('region', { name: 'Your position' }).waitFor()
    await checkScreen('funi-remove-liquidity')
    await submit().click()
    await confirmFlow('Remove Liquidity', 2)
    expect(await lpShare()).toBe(0n)
    // About 4 WFTM come back (less the rounding of the pool).
    const back = await tokenBalance(wftm)
    expect(back > 90n * E18 && back <= 91n * E18).toBe(true)
  }, 240_000)

  it('unwraps 1 WFTM back into FTM', async () => {
    const wftmBefore = await tokenBalance(wftm)
    const ftmBefore = await ftmBalance()
    await page.goto(`${env.appUrl}/funi/${me}/wrap-ftm`)
    await page.getByText(/^Balance: [\d,.]+…? FTM/).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Swap direction' }).click()
    await page
      .getByText(/^Balance: 9\d\.\d{4}…? WFTM/)
      .first()
      .waitFor({ timeout: 30_000 })
    await page.getByLabel('From', { exact: true }).fill('1')
    expect(await submit().textContent()).toBe('Unwrap')
    await submit().click()
    await page.getByRole('dialog', { name: 'Unwrap' }).getByText("You're trading 1 WFTM -> 1 FTM").waitFor()
    await confirmFlow('Unwrap', 1)
    expect(await tokenBalance(wftm)).toBe(wftmBefore - E18)
    const ftm = await ftmBalance()
    // 1 FTM back, less the gas of the unwrap.
    expect(ftm > ftmBefore && ftm < ftmBefore + E18).toBe(true)
  }, 120_000)

  it('shows a token whose name and symbol carry HTML and script as inert text', async () => {
    const symbol = '<img src=x onerror="window.__pwned=1">'
    const name = '<script>window.__pwned=2</script>'
    await deployHostileToken(name, symbol)
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await page.goto(`${env.appUrl}/funi/${me}/pools`)
    const link = page.getByRole('link', { name: new RegExp(symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    await link.waitFor({ timeout: 30_000 })
    await page.goto(`${env.appUrl}/funi/${me}/swap/${wftm}`)
    await page.getByRole('button', { name: 'To token: Select a token' }).click({ timeout: 30_000 })
    const list = page.getByRole('dialog', { name: 'Select a token' })
    await list.getByText(symbol, { exact: true }).waitFor()
    await list.getByText(name, { exact: true }).waitFor()
    expect(await list.locator('img[src="x"]').count()).toBe(0)
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(dialogs).toEqual([])
    await page.keyboard.press('Escape')
  }, 120_000)
})
