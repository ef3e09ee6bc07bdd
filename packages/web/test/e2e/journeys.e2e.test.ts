// @vitest-environment node
// End to end: the rough edges a person met walking the web wallet (issue 16's bugs), each checked in Chromium on
// the run's devnet. One funded wallet is restored through the UI; chain state a check needs first (a
// delegation, WFTM) is made through the SDK's flow machines, so each check walks only the screens it is about.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import {
  type ApiClient,
  createApiClient,
  createJsonRpcEthCall,
  createMnemonic,
  createRaveNameService,
  deriveKeyFromMnemonic,
  formatAmount,
  getUniswapPairs,
  resolveName,
} from '@ftm-wallet/sdk'
import { delegateMachine, wrapMachine } from '@ftm-wallet/sdk/machines'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { E2eEnvironment } from './environment.js'
import { restoreFundedWallet } from './fundedWallet.js'
import { runFlowToSuccess } from './runFlow.js'
import {
  chainTime,
  checkScreen,
  type E2eSession,
  findValidatorLockedFor,
  queryApi,
  startE2eSession,
} from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const E18 = 10n ** 18n
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let client: ApiClient
// A fresh test key (never a publicly known one), funded by the faucet.
const ownerPhrase = createMnemonic()
const owner = deriveKeyFromMnemonic(ownerPhrase)

/** Moves the devnet's time and seals epochs (rewards accrue). */
async function advance(seconds: number, epochs: number) {
  const response = await fetch(`${devnet.url}/devnet/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds, epochs }),
  })
  expect(response.status).toBe(200)
}

/** An active seeded validator with room for delegations (other files delegate on the run's devnet too). */
async function activeValidatorId(): Promise<bigint> {
  return findValidatorLockedFor(devnet, 0, await chainTime(devnet))
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  client = createApiClient({ endpoints: [devnet.apiUrl], retries: 1 })
  await restoreFundedWallet(session, { ftm: '3000', password: PASSWORD, via: 'private-key', key: owner })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('fMint', () => {
  beforeAll(async () => {
    await runFlowToSuccess(wrapMachine, {
      devnet,
      key: owner,
      password: PASSWORD,
      params: { amount: 300n * E18 },
    })
  }, 120_000)

  /**
   * Step 1 (Allow) with the password; step 2 shows no password field and sends with the kept one. A person who
   * reads step 2 longer than the password is kept (30 s) is asked for it again before Send, never told
   * 'Type a password' after it.
   */
  async function confirmTwoSteps(readFor: number) {
    const flow = page.locator('.flow-confirmation')
    const password = flow.getByLabel('Please enter your wallet password to send the transaction')
    await password.fill(PASSWORD, { timeout: 60_000 })
    await flow.getByRole('button', { name: 'Send', exact: true }).click()
    await page
      .locator('.flow-steps li')
      .nth(1)
      .and(page.locator('[aria-current="step"]'))
      .waitFor({ timeout: 90_000 })
    const send = flow.getByRole('button', { name: 'Send', exact: true })
    await send.waitFor({ timeout: 60_000 })
    expect(await password.count()).toBe(0)
    await page.waitForTimeout(readFor)
    if (readFor > 30_000) {
      await password.waitFor({ timeout: 5000 })
      expect(await flow.getByText('Type a password').count()).toBe(0)
      await password.fill(PASSWORD)
    } else {
      expect(await password.count()).toBe(0)
    }
    await send.click()
    await flow.getByRole('button', { name: 'Close' }).waitFor({ timeout: 90_000 })
    expect(await flow.getByText('Type a password').count()).toBe(0)
    await flow.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL(`${env.appUrl}/fmint/${owner.address}`)
  }

  it('Lock collateral, Repay and Unlock carry the password to step 2, and ask again once it is dropped', async () => {
    await page.goto(`${env.appUrl}/fmint/${owner.address}/lock`)
    await page.getByRole('textbox', { name: 'Amount (WFTM)' }).fill('200', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Lock', exact: true }).click()
    await confirmTwoSteps(32_000)

    await page.goto(`${env.appUrl}/fmint/${owner.address}/mint`)
    await page.getByRole('textbox', { name: 'Amount (fUSD)' }).fill('20', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Mint', exact: true }).click()
    const flow = page.locator('.flow-confirmation')
    await flow
      .getByLabel('Please enter your wallet password to send the transaction')
      .fill(PASSWORD, { timeout: 60_000 })
    await flow.getByRole('button', { name: 'Send', exact: true }).click()
    await flow.getByRole('button', { name: 'Close' }).click({ timeout: 90_000 })

    await page.goto(`${env.appUrl}/fmint/${owner.address}/repay`)
    await page.getByRole('textbox', { name: 'Amount (fUSD)' }).fill('5', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Repay', exact: true }).click()
    await confirmTwoSteps(5000)

    await page.goto(`${env.appUrl}/fmint/${owner.address}/unlock`)
    await page.getByRole('textbox', { name: 'Amount (WFTM)' }).fill('10', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Unlock', exact: true }).click()
    await confirmTwoSteps(5000)
  }, 400_000)
})

describe('restore', () => {
  it('refuses a recovery phrase of an existing wallet on its own step, keeping the phrase', async () => {
    await page.goto(`${env.appUrl}/dashboard`)
    await page.getByRole('button', { name: 'Restore Wallet', exact: true }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog', { name: 'Restore wallet' })
    await dialog.getByRole('tab', { name: 'Mnemonic' }).click()
    const phrase = dialog.getByLabel('Recovery phrase (12, 15, 18, 21 or 24 words)')
    await phrase.fill(ownerPhrase)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog
      .getByRole('alert')
      .getByText('An account with this address already exist', { exact: true })
      .waitFor()
    // Still step 1 with the phrase as typed; no password was asked for nor judged.
    expect(await phrase.inputValue()).toBe(ownerPhrase)
    expect(await dialog.getByLabel('Password', { exact: true }).count()).toBe(0)
    expect(await dialog.getByText(/at least 8/i).count()).toBe(0)
    await checkScreen(page, 'restore-existing-account')
    // Editing the phrase clears the message.
    await phrase.fill(`${ownerPhrase} `)
    expect(await dialog.getByText('An account with this address already exist').count()).toBe(0)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  }, 60_000)
})

describe('names', () => {
  it("sends to 'alice.ftm', the name registered in the devnet's own registry", async () => {
    const registry = (devnet.info.contracts as Record<string, string>).nameRegistry as string
    const ethCall = createJsonRpcEthCall({ rpcUrl: devnet.rpcUrl })
    const alice = await resolveName({
      input: 'alice.ftm',
      services: [createRaveNameService({ ethCall, registry })],
    })
    expect(alice?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const balance = async () =>
      BigInt(
        (
          await queryApi<{ account: { balance: string } }>(
            devnet,
            `{ account(address: "${alice?.address}") { balance } }`,
          )
        ).account.balance,
      )
    const before = await balance()
    await page.goto(`${env.appUrl}/account/${owner.address}/send`)
    await page.getByRole('heading', { name: 'Send Opera FTM' }).waitFor()
    await page.getByLabel('Amount (FTM)').fill('1')
    await page.getByLabel('Address', { exact: true }).fill('alice.ftm')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Please enter your wallet password to send the transaction').fill(PASSWORD)
    await page
      .getByText(alice?.address as string)
      .first()
      .waitFor()
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('button', { name: 'Close' }).click({ timeout: 60_000 })
    expect((await balance()) - before).toBe(E18)
  }, 120_000)
})

describe('explorer', () => {
  it("links a transaction and an address to the devnet's own explorer pages, which show them", async () => {
    const friend = deriveKeyFromMnemonic(createMnemonic()).address
    await page.goto(`${env.appUrl}/account/${owner.address}/send`)
    await page.getByRole('heading', { name: 'Send Opera FTM' }).waitFor()
    await page.getByLabel('Amount (FTM)').fill('2')
    await page.getByLabel('Address', { exact: true }).fill(friend)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Please enter your wallet password to send the transaction').fill(PASSWORD)
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    const link = page.locator('.flow-confirmation a').filter({ hasText: /^0x[0-9a-f]{64}$/ })
    await link.waitFor({ timeout: 60_000 })
    const hash = (await link.textContent()) as string
    const href = (await link.getAttribute('href')) as string
    expect(href).toBe(`${devnet.url}/explorer/tx/${hash}`)
    // The link opens the devnet's page of the transaction, with both addresses.
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await opened.getByRole('heading', { name: 'Transaction', exact: true }).waitFor()
    await opened.getByText(hash).waitFor()
    await opened.getByText('2.0 FTM').waitFor()
    await opened.getByRole('link', { name: friend.toLowerCase() }).click()
    await opened.getByRole('heading', { name: 'Address', exact: true }).waitFor()
    await opened.getByRole('link', { name: hash }).waitFor()
    await opened.close()
    await page.getByRole('button', { name: 'Close' }).click()
    // Every explorer link of the history answers a page.
    await page.goto(`${env.appUrl}/account/${owner.address}`)
    const row = page.getByRole('row').filter({ hasText: '-2.00 FTM' })
    await row.waitFor({ timeout: 30_000 })
    const hrefs = await row
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([`${devnet.url}/explorer/tx/${hash}`, `${devnet.url}/explorer/address/${friend}`])
    for (const url of hrefs) expect((await fetch(url as string)).status, url as string).toBe(200)
  }, 120_000)
})

describe('staking', () => {
  let validatorId = 0n

  beforeAll(async () => {
    validatorId = await activeValidatorId()
    await runFlowToSuccess(delegateMachine, {
      devnet,
      key: owner,
      password: PASSWORD,
      params: { validatorId, amount: 100n * E18 },
    })
  }, 120_000)

  it('the undelegate window tells the withdrawal period the network reports (7 days on the devnet)', async () => {
    const { sfcConfig } = await queryApi<{ sfcConfig: { withdrawalPeriodTime: string } }>(
      devnet,
      '{ sfcConfig { withdrawalPeriodTime } }',
    )
    expect(Number(BigInt(sfcConfig.withdrawalPeriodTime))).toBe(7 * 86_400)
    await page.goto(`${env.appUrl}/staking/${owner.address}/detail/${validatorId}`)
    await page.getByRole('button', { name: 'Undelegate', exact: true }).click({ timeout: 30_000 })
    const dialog = page.getByRole('dialog', { name: 'Undelegate' })
    await dialog
      .getByText('The withdrawal of your delegated tokens will take 7 days', { exact: true })
      .waitFor()
    expect(await dialog.getByText(/will take 1 day/).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
  }, 60_000)

  it('pending rewards and the Claim buttons follow sealed epochs on the list and the detail, without a reload', async () => {
    const pending = async () => {
      const { delegation } = await queryApi<{ delegation: { pendingRewards: { amount: string } } }>(
        devnet,
        `{ delegation(address: "${owner.address}", staker: "0x${validatorId.toString(16)}") { pendingRewards { amount } } }`,
      )
      return BigInt(delegation.pendingRewards.amount)
    }
    await page.goto(`${env.appUrl}/staking/${owner.address}`)
    const row = page.getByRole('row').filter({ hasText: `, ${validatorId}` })
    const claim = row.getByRole('button', { name: 'Claim Rewards' })
    await claim.waitFor({ timeout: 30_000 })
    expect(await pending()).toBe(0n)
    expect(await claim.isDisabled()).toBe(true)

    await advance(7 * 86_400, 3)
    const earned = await pending()
    expect(earned).toBeGreaterThan(0n)
    await expect.poll(() => claim.isEnabled(), { timeout: 20_000 }).toBe(true)
    expect(await row.getByRole('button', { name: 'Claim & Restake' }).isEnabled()).toBe(true)
    await row
      // The rewards as the app writes them at the default 2 decimal points (cut, '…' when digits are hidden).
      .getByRole('cell', { name: formatAmount(earned), exact: true })
      .waitFor({ timeout: 20_000 })

    // The detail, opened in the app, follows the next epochs too.
    await row.getByRole('button', { name: 'Detail' }).click()
    await page.getByRole('heading', { name: 'Delegation' }).waitFor()
    await advance(7 * 86_400, 3)
    const more = await pending()
    expect(more).toBeGreaterThan(earned)
    await page.getByText(`${formatAmount(more)} FTM`, { exact: true }).waitFor({ timeout: 20_000 })
    expect(await page.getByRole('button', { name: 'Claim Rewards' }).first().isEnabled()).toBe(true)
    // The claim's confirmation, photographed with the other staking actions, then left unsent.
    await page.getByRole('button', { name: 'Claim Rewards' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Claim Rewards' })
    await dialog.getByTestId('call-sentence').waitFor({ timeout: 60_000 })
    await checkScreen(page, 'staking-claim-confirmation')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
  }, 120_000)
})

describe('mobile tables', () => {
  beforeAll(async () => {
    // A delegation of its own, so the staking tables have a row whichever tests ran before.
    await runFlowToSuccess(delegateMachine, {
      devnet,
      key: owner,
      password: PASSWORD,
      params: { validatorId: await activeValidatorId(), amount: 10n * E18 },
    })
  }, 120_000)

  it('every table of every area fits or scrolls inside its own container at 375 px', async () => {
    const pairs = await getUniswapPairs(client)
    const pair = pairs[0] as (typeof pairs)[0]
    const validatorId = await activeValidatorId()
    const a = owner.address
    const screens: [string, string, string?][] = [
      ['dashboard', '/dashboard'],
      ['account assets and history', `/account/${a}`],
      ['staking delegations', `/staking/${a}`],
      ['staking validators', `/staking/${a}/validators`],
      ['delegation detail', `/staking/${a}/detail/${validatorId}`],
      ['fMint overview', `/fmint/${a}`],
      ['fMint positions', `/fmint/${a}`, 'Positions'],
      ['fMint assets', `/fmint/${a}`, 'Assets'],
      ['pools', `/funi/${a}/pools`],
      ['pair detail', `/funi/${a}/pools/pair/${pair.pairAddress}`],
      ['governance', `/gov/${a}`],
    ]
    await page.setViewportSize({ width: 375, height: 800 })
    const overflowing: string[] = []
    try {
      for (const [name, path, tab] of screens) {
        await page.goto(`${env.appUrl}${path}`)
        if (tab) await page.getByRole('tab', { name: tab }).click({ timeout: 30_000 })
        await page
          .locator(name === 'dashboard' ? '.item-list' : name === 'delegation detail' ? 'dl' : 'table')
          .first()
          .waitFor({ timeout: 30_000 })
          .catch(() => {
            throw new Error(`${name}: no table rows`)
          })
        // Rows arrive by polling: give the tables their data, and the slides of a tab or route their end.
        await page.waitForTimeout(1500)
        await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        if (width > 375) overflowing.push(`${name}: ${width} px`)
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 })
    }
    expect(overflowing).toEqual([])
  }, 300_000)
})
