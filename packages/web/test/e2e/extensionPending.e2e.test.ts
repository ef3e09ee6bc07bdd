// @vitest-environment node
// The extension's site-transaction window and the pending store (docs/behaviour/pending-transactions.md): a site's
// transaction confirmed in the window is recorded in the wallet's storage before it is broadcast, stays `pending`
// while the devnet's automine is off, and once a block is mined the window verifies it and marks its record
// `mined` (and dismissed: the window showed the outcome itself, no second notice). The built extension in Debian's
// Chromium, a local test dApp, the run's devnet; this file is in the serial web-serial project since it switches
// automine off (and back on after the test).
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type DappServer, serveDapp } from './dapp/serveDapp.js'
import { fundFromFaucet } from './environment.js'
import { type ExtensionSession, startExtensionSession, TEST_PASSWORD } from './extensionHarness.js'
import { devnetEndpoints, expectNoCspViolations } from './session.js'

const RDNS = 'org.ftm-wallet'

let devnet: ProvidedDevnet
let dapp: DappServer
let session: ExtensionSession
let wallet: Page
let site: Page
const accounts = { sender: '', recipient: '' }

// window.dapp (the test dApp's helper) is declared in extension.e2e.test.ts.

/** Calls the wallet from the dApp page, as a site would. */
function siteRequest(method: string, params?: unknown[]) {
  return site.evaluate(([rdns, m, p]) => window.dapp.request(rdns, m, p), [RDNS, method, params] as const)
}

async function mining(body: { automine?: boolean; blocks?: number }) {
  const response = await fetch(`${devnet.url}/devnet/mining`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok).toBe(true)
}

interface StoredRecord {
  hash: string
  status: string
  summary: string
  raw: string | null
  nonce: string
  dismissed?: boolean
}

/** The wallet's pending record of `hash`, as the extension stored it (its localStorage, `ftm-wallet:pending.<hash>`). */
async function storedRecord(hash: string): Promise<StoredRecord | null> {
  const raw = await wallet.evaluate((key) => localStorage.getItem(key), `ftm-wallet:pending.${hash}`)
  if (raw === null) return null
  const parsed = JSON.parse(raw) as { data?: StoredRecord } & StoredRecord
  return parsed.data ?? parsed
}

async function receipt(hash: string): Promise<{ status: string } | null> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
  })
  return ((await response.json()) as { result: { status: string } | null }).result
}

beforeAll(async () => {
  devnet = inject('devnet')
  dapp = await serveDapp()
  session = await startExtensionSession(devnet)
  const sender = deriveKeyFromMnemonic(createMnemonic())
  accounts.sender = sender.address
  accounts.recipient = deriveKeyFromMnemonic(createMnemonic()).address
  await fundFromFaucet(devnetEndpoints(devnet), sender.address)
  wallet = await session.context.newPage()
  await wallet.goto(`chrome-extension://${session.extensionId}/popup.html#/`)
  await wallet.getByRole('button', { name: 'Ok, understood' }).click()
  await session.restoreFromKeystore(wallet, sender.privateKey, 'welcome')
  site = await session.context.newPage()
  await site.goto(`${dapp.origin}/`)
  // The site is granted the one account.
  const windowOpened = session.nextWalletWindow('/eip-select-accounts/')
  const connected = siteRequest('eth_requestAccounts')
  const select = await windowOpened
  await select.getByRole('switch', { name: new RegExp(accounts.sender) }).click()
  await select.getByRole('button', { name: 'Connect' }).click()
  expect(await connected).toEqual({ result: [accounts.sender] })
}, 300_000)

afterAll(async () => {
  await mining({ automine: true }).catch(() => undefined)
  await session?.close()
  await dapp?.close()
  if (session) expectNoCspViolations(session.cspViolations)
})

describe("the extension's site-transaction window and the pending store", () => {
  it('records the transaction it sends as pending, and marks it mined once the window verified it', async () => {
    const value = `0x${(10n ** 17n).toString(16)}`
    const windowOpened = session.nextWalletWindow('/eip-send-transaction/')
    const sent = siteRequest('eth_sendTransaction', [
      { from: accounts.sender, to: accounts.recipient, value },
    ])
    const confirm = await windowOpened
    await confirm.getByRole('region', { name: 'Transaction summary' }).waitFor({ timeout: 30_000 })
    await mining({ automine: false })
    try {
      await confirm
        .getByLabel('Please enter your wallet password to send the transaction')
        .fill(TEST_PASSWORD)
      await confirm.getByRole('button', { name: 'Send' }).click()
      const { result: hash } = (await sent) as { result: string }
      expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

      // Broadcast, not mined: the record waits as pending, with the bytes and the sentence the window showed.
      expect(await receipt(hash)).toBeNull()
      const pending = await storedRecord(hash)
      expect(pending).toMatchObject({ hash, status: 'pending', nonce: '0' })
      expect(pending?.summary).toBe(`Send 0.1 FTM to ${accounts.recipient}`)
      expect(pending?.raw).toMatch(/^0x[0-9a-f]+$/)
      expect(pending?.dismissed ?? false).toBe(false)
      expect(await confirm.getByText('Success', { exact: true }).count()).toBe(0)

      // One block: the window verifies its transaction, shows the outcome and marks the record mined.
      await mining({ blocks: 1 })
      await confirm.getByText('Success', { exact: true }).waitFor({ timeout: 60_000 })
      expect(await receipt(hash)).toMatchObject({ status: '0x1' })
      await expect.poll(async () => (await storedRecord(hash))?.status, { timeout: 30_000 }).toBe('mined')
      await expect.poll(async () => (await storedRecord(hash))?.dismissed, { timeout: 30_000 }).toBe(true)
    } finally {
      await mining({ automine: true })
    }
  }, 180_000)
})
