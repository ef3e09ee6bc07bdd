// @vitest-environment node
// The network picker in Chromium (docs/behaviour/networks.md): the active network is always in the header; a custom
// network whose RPC reports another chain id is refused with both ids; one that matches is added, becomes active
// (JSON-RPC only, so limited mode), keeps the wallet's accounts and survives a reload; switching back restores the
// configured devnet.
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import { type E2eSession, restoreWalletFromWelcome, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const BANNER =
  'Limited mode: the Fantom API is unreachable — history, pairs and charts need it; sending and staking still work'
let session: E2eSession
let env: E2eEnvironment
let page: Page
let address = ''
let customRpc = ''

beforeAll(async () => {
  session = await startE2eSession()
  ;({ env, page } = session)
  // The devnet's node under a second URL (anvil answers on any query string): another RPC URL of the same chain,
  // on an origin the app's Content-Security-Policy allows.
  customRpc = `${session.devnet.rpcUrl.replace(/\/$/, '')}/?node=custom`
  const key = deriveKeyFromMnemonic(createMnemonic())
  address = key.address
  await fundFromFaucet(env.devnet, address, '1000')
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

const activeNetwork = () => page.getByTestId('active-network')
const networksDialog = () => page.getByRole('dialog', { name: 'Networks' })

const networkNames = () =>
  networksDialog()
    .getByRole('list', { name: 'Networks' })
    .getByRole('button', { name: /^Fantom|^My/ })
    .evaluateAll((buttons) => buttons.map((b) => b.querySelector('span')?.textContent ?? ''))

async function openAddForm() {
  await activeNetwork().click()
  await networksDialog().getByRole('button', { name: 'Add network' }).click()
  return networksDialog().getByRole('form', { name: 'Add network' })
}

describe('network picker in Chromium', () => {
  it('shows the active network in the header', async () => {
    await page.getByTestId('balance-available').getByText('1,000.00 FTM').waitFor({ timeout: 30_000 })
    expect(await activeNetwork().textContent()).toBe('Fantom Devnet')
    expect(await activeNetwork().getAttribute('aria-label')).toBe(
      `Network: Fantom Devnet (chain ${session.devnet.info.chainId}). Change network`,
    )
  }, 60_000)

  it('refuses a custom network whose RPC reports another chain id, naming both ids', async () => {
    const form = await openAddForm()
    await form.getByLabel('Network name').fill('Wrong chain')
    await form.getByLabel('RPC URL').fill(customRpc)
    await form.getByLabel('Chain ID').fill('250')
    await form.getByRole('button', { name: 'Add network' }).click()
    const alert = form.getByRole('alert')
    await alert.waitFor({ timeout: 30_000 })
    expect(await alert.textContent()).toBe(
      `The RPC at ${customRpc} reports chain id ${session.devnet.info.chainId}, not 250. Check the chain id or the URL.`,
    )
    // Nothing was added, nothing switched: the configured devnet, then Opera mainnet and testnet.
    expect(await networkNames()).toEqual(['Fantom Devnet', 'Fantom Opera', 'Fantom Testnet'])
    await networksDialog().getByRole('button', { name: 'Close' }).click()
    expect(await activeNetwork().textContent()).toBe('Fantom Devnet')
  }, 60_000)

  it('switches to a custom network added by the user, keeping the accounts, and back', async () => {
    const form = await openAddForm()
    await form.getByLabel('Network name').fill('My devnet node')
    await form.getByLabel('RPC URL').fill(customRpc)
    await form.getByLabel('Chain ID').fill(String(session.devnet.info.chainId))
    await form.getByRole('button', { name: 'Add network' }).click()
    await networksDialog().waitFor({ state: 'detached', timeout: 30_000 })
    expect(await activeNetwork().textContent()).toBe('My devnet node')
    // RPC-only: limited mode; the same account, its balance read from the custom network's node.
    await page.getByRole('status').filter({ hasText: BANNER }).waitFor({ timeout: 30_000 })
    expect(page.url()).toBe(`${env.appUrl}/account/${address}`)
    await page.getByTestId('balance-available').getByText('1,000.00 FTM').waitFor({ timeout: 30_000 })

    // The choice is kept across a reload.
    await page.reload()
    await activeNetwork().getByText('My devnet node').waitFor({ timeout: 30_000 })
    await page.getByTestId('balance-available').getByText('1,000.00 FTM').waitFor({ timeout: 30_000 })

    await activeNetwork().click()
    expect(await networkNames()).toEqual([
      'Fantom Devnet',
      'Fantom Opera',
      'Fantom Testnet',
      'My devnet node',
    ])
    const list = networksDialog().getByRole('list', { name: 'Networks' })
    expect(await list.getByRole('button', { pressed: true }).textContent()).toContain('My devnet node')
    await list.getByRole('button', { name: /^Fantom Devnet/ }).click()
    await networksDialog().waitFor({ state: 'detached' })
    expect(await activeNetwork().textContent()).toBe('Fantom Devnet')
    await page.getByText(BANNER).waitFor({ state: 'detached', timeout: 30_000 })
    expect(page.url()).toBe(`${env.appUrl}/account/${address}`)
    await page.getByTestId('balance-available').getByText('1,000.00 FTM').waitFor({ timeout: 30_000 })
  }, 180_000)
})
