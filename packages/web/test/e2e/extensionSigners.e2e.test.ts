// @vitest-environment node
// End to end: a site's requests confirmed by an account that is not a keystore, through the real extension window
// (docs/behaviour/extension.md#who-confirms). The built extension in Chromium holds an injected-wallet ('metamask')
// account; the injected wallet is a test EIP-1193 wallet announced by EIP-6963 in every page (context.addInitScript)
// whose requests go to Node, where a throwaway random key funded on the devnet signs (pages/devnetWallet.test-util.ts).
// The dApp's personal_sign and eth_sendTransaction open the wallet's window, which forwards them to that wallet; the
// signature is checked with viem and the transaction's receipt on the devnet.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createDevnetWallet, type DevnetWallet } from '../../src/extension/pages/devnetWallet.test-util.js'
import { type DappServer, serveDapp } from './dapp/serveDapp.js'
import { type ExtensionSession, startExtensionSession } from './extensionHarness.js'
import { expectNoCspViolations } from './session.js'

const RDNS = 'org.ftm-wallet'

let devnet: ProvidedDevnet
let dapp: DappServer
let session: ExtensionSession
let testWallet: DevnetWallet
let site: Page

/** What the test dApp page (dapp/index.html) exposes. */
type DappWindow = {
  dapp: {
    request(
      rdns: string,
      method: string,
      params?: readonly unknown[],
    ): Promise<{ result?: unknown; error?: { code: number; message: string } }>
  }
}

/** Runs in every page before its scripts: the test wallet's EIP-1193 provider, announced by EIP-6963. */
function injectTestWallet() {
  type Answer = { result?: unknown; error?: { code: number; message: string } }
  const scope = window as unknown as { __ftmTestWallet: (args: unknown) => Promise<Answer> }
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      const answer = await scope.__ftmTestWallet(args)
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
      return answer.result
    },
    on: () => provider,
    removeListener: () => provider,
  }
  const info = Object.freeze({ uuid: 'e2e-test-wallet', name: 'E2E Test Wallet', icon: '', rdns: 'test.e2e' })
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

function siteRequest(method: string, params?: unknown[]) {
  return site.evaluate(([rdns, m, p]) => (window as unknown as DappWindow).dapp.request(rdns, m, p), [
    RDNS,
    method,
    params,
  ] as const)
}

beforeAll(async () => {
  devnet = inject('devnet')
  testWallet = await createDevnetWallet(devnet, devnet.info.chainId)
  dapp = await serveDapp()
  session = await startExtensionSession(devnet)
  const { context, extensionId } = session
  await context.exposeFunction('__ftmTestWallet', async (args: { method: string; params?: unknown[] }) => {
    try {
      return { result: (await testWallet.request(args)) ?? null }
    } catch (error) {
      const { code, message } = error as { code?: number; message?: string }
      return { error: { code: code ?? -32603, message: message ?? String(error) } }
    }
  })
  await context.addInitScript(injectTestWallet)
  // The wallet connects the injected wallet's account as a 'metamask' account, in the extension's own page.
  const wallet = await context.newPage()
  await wallet.goto(`chrome-extension://${extensionId}/popup.html#/`)
  await wallet.getByRole('button', { name: 'Ok, understood' }).click()
  await wallet.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
  await wallet
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Connect MetaMask' })
    .click()
  const dialog = wallet.getByRole('dialog', { name: 'MetaMask' })
  await dialog.getByText(`Would you like to add account ${testWallet.address}?`).waitFor({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Add Account' }).click()
  await wallet.waitForURL(/#\/account\/0x[0-9a-fA-F]{40}$/)
  site = await context.newPage()
  await site.goto(`${dapp.origin}/`)
  // The site is granted the account.
  const select = session.nextWalletWindow('/eip-select-accounts/')
  const connected = siteRequest('eth_requestAccounts')
  const popup = await select
  await popup.getByRole('switch', { name: new RegExp(testWallet.address) }).click()
  await popup.getByRole('button', { name: 'Connect' }).click()
  expect(await connected).toEqual({ result: [testWallet.address] })
}, 300_000)

afterAll(async () => {
  const violations = session?.cspViolations ?? []
  await session?.close()
  await dapp?.close()
  expectNoCspViolations(violations)
})

describe("an injected wallet's account confirms a site's requests in its own app, from the extension window", () => {
  it('personal_sign: the window shows the message, forwards it on the click, and the site gets a signature viem verifies', async () => {
    const message = `Sign in to ${dapp.origin}: forwarded to the injected wallet`
    const opened = session.nextWalletWindow('/eip-request/')
    const signed = siteRequest('personal_sign', [message, testWallet.address])
    const popup = await opened
    await popup.getByText(message).waitFor()
    await popup.getByText('This request is forwarded to MetaMask', { exact: false }).waitFor()
    expect(await popup.getByLabel(/wallet password/).count()).toBe(0)
    const before = testWallet.calls.filter((c) => c.method === 'personal_sign').length
    await popup.getByRole('button', { name: 'Open in MetaMask' }).click()
    const { result: signature } = await signed
    expect(
      await verifyMessage({
        address: testWallet.address as `0x${string}`,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(testWallet.calls.filter((c) => c.method === 'personal_sign')).toHaveLength(before + 1)
  }, 120_000)

  it('eth_sendTransaction: shown with its summary, sent by the injected wallet and mined on the devnet', async () => {
    const to = `0x${'5e'.repeat(20)}`
    const opened = session.nextWalletWindow('/eip-send-transaction/')
    const sent = siteRequest('eth_sendTransaction', [
      { from: testWallet.address, to, value: '0xde0b6b3a7640000' },
    ])
    const popup = await opened
    await popup.getByRole('region', { name: 'Transaction summary' }).waitFor({ timeout: 30_000 })
    await popup.getByRole('button', { name: 'Open in MetaMask' }).click()
    const { result: hash } = await sent
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    type Receipt = { status: string; from: string; to: string }
    let receipt: Receipt | undefined
    for (let tries = 0; tries < 100 && !receipt; tries += 1) {
      receipt = (await siteRequest('eth_getTransactionReceipt', [hash])).result as Receipt | undefined
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(receipt).toMatchObject({ status: '0x1', to })
    expect((receipt as Receipt).from.toLowerCase()).toBe(testWallet.address.toLowerCase())
  }, 120_000)

  it("the user's rejection in the injected wallet answers the site 4001", async () => {
    testWallet.rejectNext('personal_sign')
    const opened = session.nextWalletWindow('/eip-request/')
    const signed = siteRequest('personal_sign', ['Refused in the wallet app', testWallet.address])
    const popup = await opened
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Open in MetaMask' }).click()
    expect((await signed).error?.code).toBe(4001)
    await closed
  }, 120_000)
})
