// @vitest-environment node
// End to end: sFTM in the staking area of the built web wallet in Chromium against the run's devnet (its
// config turns the mintSFTM feature on): delegate → lock → Mint sFTM → Repay sFTM → extend the lock, with the
// chain's state read through the API and straight from the contracts after each step.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import {
  checkScreen as checkPage,
  type E2eSession,
  findValidatorLockedFor,
  queryApi,
  restoreWalletFromWelcome,
  startE2eSession,
} from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const PASSWORD_LABEL = 'Please enter your wallet password to send the transaction'
const FTM = 10n ** 18n
// Function selectors: outstandingSFTM(address,uint256) as packages/devnet/test/chain/sfcSelectors.ts lists it
// (TOKENIZER_SELECTORS); balanceOf(address) and allowance(address,address) of ERC-20 (EIP-20).
const OUTSTANDING_SFTM = '0x5b04f4c8'
const BALANCE_OF = '0x70a08231'
const ALLOWANCE = '0xdd62ed3e'
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let contracts: { stakeTokenizer: string; sftm: string }
let validatorId = 0n
// A fresh test key (never a publicly known one), funded by the faucet.
const owner = deriveKeyFromMnemonic(createMnemonic())

interface ApiDelegation {
  amountDelegated: string
  isDelegationLocked: boolean
  lockedUntil: string
  lockDuration: string
  outstandingSFTM: string
  tokenizerAllowedToWithdraw: boolean
}

const api = <T>(query: string) => queryApi<T>(devnet, query)

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result, error } = (await response.json()) as { result: T; error?: unknown }
  expect(error).toBeUndefined()
  return result
}

const word = (value: string | bigint) =>
  (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')
const call = async (to: string, selector: string, ...args: (string | bigint)[]) =>
  BigInt(await rpc<string>('eth_call', [{ to, data: selector + args.map(word).join('') }, 'latest']))

/** The chain's own numbers: the tokenizer's outstanding sFTM, the sFTM balance and the tokenizer's allowance. */
const chain = async () => ({
  outstanding: await call(contracts.stakeTokenizer, OUTSTANDING_SFTM, owner.address, validatorId),
  balance: await call(contracts.sftm, BALANCE_OF, owner.address),
  allowance: await call(contracts.sftm, ALLOWANCE, owner.address, contracts.stakeTokenizer),
})

const readDelegation = async () =>
  (
    await api<{ delegation: ApiDelegation }>(
      `{ delegation(address: "${owner.address}", staker: "0x${validatorId.toString(16)}") {
        amountDelegated isDelegationLocked lockedUntil lockDuration outstandingSFTM tokenizerAllowedToWithdraw } }`,
    )
  ).delegation

/** The account's sFTM as the API's DeFi token list reports it. */
async function apiSftmBalance(): Promise<bigint> {
  const { defiTokens } = await api<{ defiTokens: { symbol: string; availableBalance: string }[] }>(
    `{ defiTokens { symbol availableBalance(owner: "${owner.address}") } }`,
  )
  return BigInt(defiTokens.find((t) => t.symbol.toUpperCase() === 'SFTM')?.availableBalance ?? '0x0')
}

const chainTime = async () =>
  Number(BigInt((await rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false])).timestamp))

const checkScreen = (name: string) => checkPage(page, name)

const stepLabels = async (dialog: Locator) => {
  const steps = dialog.getByRole('list', { name: 'Steps' }).getByRole('listitem')
  await steps.first().waitFor({ timeout: 30_000 })
  return steps.allTextContents()
}

/** Signs the confirmation on screen: the password when it is asked for (the temporary one may still hold), Send. */
async function send(dialog: Locator) {
  const button = dialog.getByRole('button', { name: 'Send', exact: true })
  await button.waitFor({ timeout: 90_000 })
  const password = dialog.getByLabel(PASSWORD_LABEL)
  if (await password.isVisible()) await password.fill(PASSWORD)
  await button.click()
}

/**
 * docs/behaviour/sftm.md#repaying: Confirm, Finished when the allowance covers the outstanding sFTM, else Allow,
 * Confirm, Finished.
 */
const expectedRepaySteps = ({ allowance, outstanding }: { allowance: bigint; outstanding: bigint }) =>
  allowance >= outstanding ? ['Confirm', 'Finished'] : ['Allow sFTM', 'Confirm', 'Finished']

async function openRepay(): Promise<Locator> {
  const repay = page.getByRole('button', { name: 'Repay sFTM' })
  await expect.poll(() => repay.isEnabled(), { timeout: 30_000 }).toBe(true)
  await repay.click()
  const dialog = page.getByRole('dialog', { name: 'Repay sFTM' })
  await dialog.getByText(/^Repay: 1,?000 sFTM$/).waitFor({ timeout: 30_000 })
  return dialog
}

async function openDetail() {
  await page.goto(`${env.appUrl}/staking/${owner.address}/detail/${validatorId}`)
  await page.getByText('Validator Id').waitFor({ timeout: 30_000 })
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  contracts = devnet.info.contracts as typeof contracts
  // A validator whose own lock leaves room for a delegation lock and a longer one after it.
  validatorId = await findValidatorLockedFor(devnet, 60 * 86_400, await chainTime())
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('sFTM in Chromium', () => {
  it('restores a funded keystore wallet, delegates 1000 FTM and locks the delegation', async () => {
    await fundFromFaucet(env.devnet, owner.address, '1500')
    await restoreWalletFromWelcome(page, env.appUrl, { privateKey: owner.privateKey, password: PASSWORD })

    await page.goto(`${env.appUrl}/staking/${owner.address}/stake`)
    await page.getByLabel('Amount', { exact: true }).fill('1000')
    await page.getByRole('button', { name: 'Select a Validator' }).click()
    await page
      .getByRole('dialog', { name: 'Select a Validator' })
      .getByRole('button', { name: new RegExp(`^Select .*, ${validatorId}$`) })
      .click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText(/^You're delegating 1,000 FTM/).waitFor({ timeout: 30_000 })
    await send(page.locator('.flow-confirmation'))
    await page.waitForURL(`${env.appUrl}/staking/${owner.address}/success`, { timeout: 60_000 })
    expect(BigInt((await readDelegation()).amountDelegated)).toBe(1000n * FTM)

    await openDetail()
    // Not locked yet: the tokenizer mints only against a locked delegation.
    expect(await page.getByRole('button', { name: 'Mint sFTM' }).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Lock Delegation' }).click()
    const lock = page.getByRole('dialog', { name: 'Lock Delegation' })
    await lock.getByText(/^Delegation will be locked until /).waitFor({ timeout: 30_000 })
    await lock.getByRole('button', { name: 'Ok, lock' }).click()
    await send(lock)
    await lock.getByRole('heading', { name: 'Delegation Lock Successful' }).waitFor({ timeout: 60_000 })
    await lock.getByRole('button', { name: 'Close', exact: true }).last().click()
    const locked = await readDelegation()
    expect(locked.isDelegationLocked).toBe(true)
    expect(locked.tokenizerAllowedToWithdraw).toBe(true)
  }, 240_000)

  it('mints sFTM against the locked delegation (1 step) and the account holds it', async () => {
    const mint = page.getByRole('button', { name: 'Mint sFTM' })
    await expect.poll(() => mint.isEnabled(), { timeout: 30_000 }).toBe(true)
    await mint.click()
    const dialog = page.getByRole('dialog', { name: 'Mint sFTM' })
    await dialog.getByText(/^Locked delegation: 1,?000 FTM$/).waitFor({ timeout: 30_000 })
    expect(await stepLabels(dialog)).toEqual(['Mint sFTM', 'Finished'])
    await checkScreen('sftm-mint-confirmation')
    await send(dialog)
    await dialog.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 60_000 })
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()

    // The whole locked stake (1000 FTM) is minted: the API and the contracts agree.
    const after = await readDelegation()
    expect(BigInt(after.outstandingSFTM)).toBe(1000n * FTM)
    expect(after.tokenizerAllowedToWithdraw).toBe(false)
    expect(await apiSftmBalance()).toBe(1000n * FTM)
    const onChain = await chain()
    expect(onChain.outstanding).toBe(1000n * FTM)
    expect(onChain.balance).toBe(1000n * FTM)
    // The detail reads the new state when the window closes: minted, so no second mint.
    await page
      .locator('dt', { hasText: 'Minted sFTM' })
      .locator('+ dd', { hasText: /^1,?000 sFTM$/ })
      .waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: 'Mint sFTM' }).isDisabled()).toBe(true)
  }, 180_000)

  it('asks Allow, Confirm, Finished without an allowance; rejecting the redeem keeps the allowance', async () => {
    const before = await chain()
    expect(expectedRepaySteps(before), 'a fresh account has allowed the tokenizer nothing').toEqual([
      'Allow sFTM',
      'Confirm',
      'Finished',
    ])
    const dialog = await openRepay()
    expect(await stepLabels(dialog)).toEqual(expectedRepaySteps(before))
    await checkScreen('sftm-repay-allow-confirmation')
    await send(dialog)
    // The Allow step's success continues to the redeem by itself (or by 'Next Step').
    await dialog.locator('[aria-current="step"]', { hasText: /^Confirm$/ }).waitFor({ timeout: 90_000 })
    await dialog.getByRole('button', { name: 'Send', exact: true }).waitFor({ timeout: 90_000 })
    await checkScreen('sftm-repay-redeem-confirmation')
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await dialog.getByRole('heading', { name: 'Transaction rejected' }).waitFor()
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await dialog.waitFor({ state: 'detached', timeout: 30_000 })
    // increaseAllowance(outstanding × 1.05) went through; nothing was redeemed.
    const after = await chain()
    expect(after.allowance).toBe(before.allowance + (1000n * FTM * 105n) / 100n)
    expect(after.outstanding).toBe(1000n * FTM)
    expect(after.balance).toBe(1000n * FTM)
  }, 240_000)

  it('repays in Confirm, Finished once the allowance covers it; the redeem closes the window', async () => {
    const before = await chain()
    expect(expectedRepaySteps(before)).toEqual(['Confirm', 'Finished'])
    const dialog = await openRepay()
    expect(await stepLabels(dialog)).toEqual(expectedRepaySteps(before))
    await checkScreen('sftm-repay-confirmation')
    await send(dialog)
    await dialog.waitFor({ state: 'detached', timeout: 90_000 })

    const after = await readDelegation()
    expect(BigInt(after.outstandingSFTM)).toBe(0n)
    expect(after.tokenizerAllowedToWithdraw).toBe(true)
    expect(await apiSftmBalance()).toBe(0n)
    const onChain = await chain()
    expect(onChain.outstanding).toBe(0n)
    expect(onChain.balance).toBe(0n)
    // The redeem burnt the outstanding amount from the allowance.
    expect(onChain.allowance).toBe(before.allowance - 1000n * FTM)
    await page
      .locator('dt', { hasText: 'Minted sFTM' })
      .locator('+ dd', { hasText: /^0 sFTM$/ })
      .waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: 'Repay sFTM' }).isDisabled()).toBe(true)
  }, 240_000)

  it('extends the running lock through Lock Delegation and the chain holds the new lockedUntil', async () => {
    const before = await readDelegation()
    expect(before.isDelegationLocked).toBe(true)
    await page.getByRole('button', { name: 'Lock Delegation' }).click()
    const dialog = page.getByRole('dialog', { name: 'Lock Delegation' })
    const days = dialog.getByLabel('Lock duration (days)')
    await days.waitFor({ timeout: 30_000 })
    // Extending: at least one day more than the running lock has left.
    const minDays = Number(await days.getAttribute('min'))
    const leftDays = (Number(BigInt(before.lockedUntil)) - (await chainTime())) / 86_400
    expect(minDays).toBeGreaterThan(leftDays)
    const wanted = minDays + 3
    await days.fill(String(wanted))
    await dialog.getByRole('button', { name: 'Ok, lock' }).click()
    await dialog.getByText(new RegExp(`^Lock: 1,?000 FTM for ${wanted} days$`)).waitFor({ timeout: 30_000 })
    const startedAt = await chainTime()
    await send(dialog)
    await dialog.getByRole('heading', { name: 'Delegation Lock Successful' }).waitFor({ timeout: 60_000 })
    const endedAt = await chainTime()
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()

    const after = await readDelegation()
    const lockedUntil = Number(BigInt(after.lockedUntil))
    expect(Number(BigInt(after.lockDuration))).toBe(wanted * 86_400)
    expect(lockedUntil).toBeGreaterThan(Number(BigInt(before.lockedUntil)))
    // relockStake locks from the block that included it for the chosen duration.
    expect(lockedUntil - wanted * 86_400).toBeGreaterThanOrEqual(startedAt)
    expect(lockedUntil - wanted * 86_400).toBeLessThanOrEqual(endedAt)
    const shown = await page.evaluate((s) => new Date(s * 1000).toLocaleString(), lockedUntil)
    await page
      .locator('dt', { hasText: 'Unlock Date' })
      .locator('+ dd')
      .getByText(shown)
      .waitFor({ timeout: 30_000 })
  }, 180_000)
})
