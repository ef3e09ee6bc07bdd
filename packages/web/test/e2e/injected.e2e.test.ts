// @vitest-environment node
// End to end: the built web wallet in Chromium with an injected EIP-1193 wallet backed by the devnet. The page
// gets a provider (announced by EIP-6963) through context.addInitScript; its requests go to Node, where a
// wallet with a throwaway random key signs eth_sendTransaction and forwards every eth_* call to the devnet RPC.
// Flows: connect as 'metamask', send FTM, delegate, add the network and a (custom) token to the wallet.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import {
  createKeystoreSigner,
  createMnemonic,
  deriveKeyFromMnemonic,
  encryptKeystore,
  type UnsignedTransaction,
} from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import {
  chainTime,
  checkScreen as checkPage,
  type E2eSession,
  findValidatorLockedFor,
  queryApi,
  startE2eSession,
} from './session.js'

const FTM = 10n ** 18n
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let wallet: TestWallet
let address = ''

interface TestWallet {
  address: string
  calls: { method: string; params: unknown }[]
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/**
 * The Node half of the test wallet: a throwaway random key (never a publicly known one) that signs
 * eth_sendTransaction with the SDK's keystore signer and sends it raw; every other eth_* call goes to the RPC.
 */
async function createTestWallet(rpcUrl: string, chainId: number): Promise<TestWallet> {
  const password = `E2e!${crypto.randomUUID()}`
  const key = deriveKeyFromMnemonic(createMnemonic())
  const keystore = await encryptKeystore(key.privateKey, password, { scryptN: 2 ** 12 })
  const signer = createKeystoreSigner({ account: { address: key.address, keystore }, chainId })
  await signer.unlock(password, { uses: 100, timeoutMs: 600_000 })
  let id = 0
  const rpc = async (method: string, params: unknown) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result
  }
  const calls: TestWallet['calls'] = []
  return {
    address: key.address,
    calls,
    async request({ method, params }) {
      calls.push({ method, params })
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [key.address.toLowerCase()]
      if (method === 'wallet_addEthereumChain' || method === 'wallet_watchAsset') return null
      if (method === 'eth_sendTransaction') {
        const [tx] = params as [Record<string, string>]
        if (tx?.from?.toLowerCase() !== key.address.toLowerCase())
          throw Object.assign(new Error('Unknown account'), { code: 4100 })
        const unsigned: UnsignedTransaction = {
          to: tx.to as string,
          value: BigInt(tx.value ?? '0x0'),
          data: (tx.data ?? '0x') as `0x${string}`,
          nonce: BigInt(tx.nonce ?? String(await rpc('eth_getTransactionCount', [key.address, 'pending']))),
          gasPrice: BigInt(tx.gasPrice ?? String(await rpc('eth_gasPrice', []))),
          gasLimit: BigInt(tx.gas as string),
          chainId,
        }
        return rpc('eth_sendRawTransaction', [await signer.signTransaction(unsigned)])
      }
      if (!method.startsWith('eth_')) throw Object.assign(new Error(`${method} unsupported`), { code: 4200 })
      return rpc(method, params)
    },
  }
}

/** Runs in the page before the app: an EIP-1193 provider whose requests go to the exposed Node function. */
function injectTestWallet() {
  type Answer = { result?: unknown; error?: { code: number; message: string } }
  const scope = window as unknown as { __ftmTestWallet: (args: unknown) => Promise<Answer> }
  const listeners = new Map<string, ((...args: unknown[]) => void)[]>()
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      const answer = await scope.__ftmTestWallet(args)
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
      return answer.result
    },
    on(event: string, listener: (...args: unknown[]) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
      return provider
    },
    removeListener(event: string, listener: (...args: unknown[]) => void) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((l) => l !== listener),
      )
      return provider
    },
  }
  const info = Object.freeze({ uuid: 'e2e-test-wallet', name: 'E2E Test Wallet', icon: '', rdns: 'test.e2e' })
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

const api = <T>(query: string) => queryApi<T>(devnet, query)

const checkScreen = (name: string) => checkPage(page, name)

const sentTransactions = () => wallet.calls.filter((c) => c.method === 'eth_sendTransaction')

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  wallet = await createTestWallet(devnet.rpcUrl, devnet.info.chainId)
  address = wallet.address
  await fundFromFaucet(env.devnet, address, '2000')
  await env.browser.context.exposeFunction(
    '__ftmTestWallet',
    async (args: { method: string; params?: unknown }) => {
      try {
        return { result: (await wallet.request(args)) ?? null }
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string }
        return { error: { code: code ?? -32603, message: message ?? String(error) } }
      }
    },
  )
  await env.browser.context.addInitScript(injectTestWallet)
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('injected wallet (metamask) in Chromium', () => {
  it("connects the injected wallet as a 'metamask' account", async () => {
    await page.goto(`${env.appUrl}/`)
    await page.getByRole('button', { name: 'Ok, understood' }).click()
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    const list = page.getByRole('dialog', { name: 'Connect Wallet' })
    await list.getByRole('button', { name: 'Connect MetaMask' }).click()
    const dialog = page.getByRole('dialog', { name: 'MetaMask' })
    await dialog.getByText(`Would you like to add account ${address}?`).waitFor({ timeout: 30_000 })
    await checkScreen('connect-metamask')
    await dialog.getByRole('button', { name: 'Add Account' }).click()
    await page.waitForURL(`${env.appUrl}/account/${address}`)
    await page.getByRole('heading', { name: 'Wallet 1', level: 1 }).waitFor()
    await page.goto(`${env.appUrl}/dashboard`)
    // The wallet list shows the account's type.
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Wallet 1' })
      .getByText('MetaMask', { exact: true })
      .waitFor()
    expect(wallet.calls.some((c) => c.method === 'eth_requestAccounts')).toBe(true)
  }, 120_000)

  it('sends FTM: the wallet signs and broadcasts, the history shows it', async () => {
    const friend = `0x${'5e'.repeat(20)}`
    await page.goto(`${env.appUrl}/account/${address}/send`)
    await page.getByRole('heading', { name: 'Send Opera FTM' }).waitFor()
    await page.getByText(/^Available: /).waitFor({ timeout: 30_000 })
    await page.getByLabel('Amount (FTM)').fill('10')
    await page.getByLabel('Address', { exact: true }).fill(friend)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Send', exact: true }).waitFor({ timeout: 30_000 })
    // An external wallet asks for no password: the wallet's own app confirms.
    expect(await page.getByLabel(/wallet password/).count()).toBe(0)
    await checkScreen('send-ftm-metamask-confirm')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.getByRole('button', { name: 'Close' }).click({ timeout: 60_000 })
    await page.waitForURL(`${env.appUrl}/account/${address}`)
    await page.getByRole('row').filter({ hasText: '-10.00 FTM' }).waitFor({ timeout: 30_000 })
    const { account } = await api<{ account: { balance: string } }>(
      `{ account(address: "${friend}") { balance } }`,
    )
    expect(BigInt(account.balance)).toBe(10n * FTM)
    expect(sentTransactions()).toHaveLength(1)
  }, 120_000)

  it('delegates FTM to a validator through the stake form', async () => {
    // An active validator with room below its cap (other files delegate on the run's devnet too).
    const validatorId = await findValidatorLockedFor(devnet, 0, await chainTime(devnet))
    await page.goto(`${env.appUrl}/staking/${address}/stake`)
    await page.getByRole('heading', { name: 'Delegate FTM' }).waitFor()
    await page.getByLabel('Amount', { exact: true }).fill('100')
    await page.getByRole('button', { name: 'Select a Validator' }).click()
    const picker = page.getByRole('dialog', { name: 'Select a Validator' })
    await picker.getByRole('button', { name: new RegExp(`^Select .*, ${validatorId}$`) }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText(/^You're delegating 100 FTM/).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await page.waitForURL(`${env.appUrl}/staking/${address}/success`, { timeout: 60_000 })
    const { delegation } = await api<{ delegation: { amountDelegated: string } }>(
      `{ delegation(address: "${address}", staker: "0x${validatorId.toString(16)}") { amountDelegated } }`,
    )
    expect(BigInt(delegation.amountDelegated)).toBe(100n * FTM)
    expect(sentTransactions()).toHaveLength(2)
  }, 120_000)

  it('adds the network and a token from the picker to the wallet (settings)', async () => {
    await page.goto(`${env.appUrl}/settings`)
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Add network' }).click()
    await page.getByRole('status').getByText('Fantom Devnet was added to Metamask').waitFor()
    const added = wallet.calls.find((c) => c.method === 'wallet_addEthereumChain')
    expect(added?.params).toMatchObject([{ chainId: `0x${devnet.info.chainId.toString(16)}` }])

    await page.getByRole('button', { name: 'Add assets' }).click()
    const select = page.getByRole('dialog', { name: 'Select' })
    await select.getByRole('button', { name: /^FUSD/ }).waitFor({ timeout: 30_000 })
    await checkScreen('token-picker')
    await select.getByRole('button', { name: /^FUSD/ }).click()
    await page.getByRole('status').getByText('Asset FUSD was added to Metamask').waitFor()
    const watched = wallet.calls.find((c) => c.method === 'wallet_watchAsset')
    expect(watched?.params).toMatchObject({ type: 'ERC20', options: { symbol: 'FUSD', decimals: 18 } })
  }, 120_000)

  it("adds a custom token in the picker and lists it in 'Other tokens'", async () => {
    const { defiTokens } = await api<{ defiTokens: { address: string; symbol: string }[] }>(
      '{ defiTokens { address symbol } }',
    )
    const wftm = defiTokens.find((t) => t.symbol === 'WFTM')?.address as string
    await page.getByRole('button', { name: 'Add assets' }).click()
    await page
      .getByRole('dialog', { name: 'Select' })
      .getByRole('button', { name: 'Add Custom Token' })
      .click()
    const form = page.getByRole('dialog', { name: 'Add Custom Token' })
    await form.getByLabel('Token Contract Address').fill('0x1234')
    await form.getByLabel('Token Symbol').fill('MYWFTM')
    await form.getByRole('button', { name: 'Add Token' }).click()
    await form.getByRole('alert').getByText('Invalid Address').waitFor()
    await checkScreen('add-custom-token')
    await form.getByLabel('Token Contract Address').fill(wftm)
    await form.getByRole('button', { name: 'Add Token' }).click()
    const select = page.getByRole('dialog', { name: 'Select' })
    await select.getByLabel('Search token').fill('mywftm')
    await select.getByRole('button', { name: /^MYWFTM/ }).click()
    await page.getByRole('status').getByText('Asset MYWFTM was added to Metamask').waitFor()

    await page.goto(`${env.appUrl}/account/${address}`)
    await page.getByRole('tab', { name: 'Other tokens' }).click()
    const row = page.getByRole('row').filter({ hasText: 'MYWFTM' })
    await row.waitFor({ timeout: 30_000 })
    expect(await row.textContent()).toContain('(custom)')
    await checkScreen('other-tokens')
  }, 120_000)

  it('opens the Ledger picker: the Ledger chunk loads on demand and waits for the device', async () => {
    await page.goto(`${env.appUrl}/dashboard`)
    const hasBuffer = () => page.evaluate(() => typeof (globalThis as { Buffer?: unknown }).Buffer)
    // The Buffer polyfill is in the Ledger chunk only.
    expect(await hasBuffer()).toBe('undefined')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Connect Ledger (Fantom app)' })
      .click()
    const picker = page.getByRole('dialog', { name: 'Ledger (Fantom app)' })
    await picker.getByText('Please connect your ledger device and select Fantom FTM app.').waitFor()
    // Headless Chromium has WebHID but no device: the transport waits in the browser's device chooser.
    await picker.getByText('Waiting for the device…').waitFor()
    await expect.poll(hasBuffer).toBe('function')
    await checkScreen('ledger-picker-waiting')
    await page.keyboard.press('Escape')
    await picker.waitFor({ state: 'detached' })
  }, 60_000)
})
