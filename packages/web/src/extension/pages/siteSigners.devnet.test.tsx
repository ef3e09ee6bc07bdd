// Every account type confirms a site's request in the extension's window (docs/behaviour/extension.md#who-confirms):
// the worker's request handler, the real page it opens, and the account's signer as the wallet picks it. A Ledger
// (Ethereum app) signs on recorded exchanges (test-fixtures/ledger/, given through `ledgerSignerFactory`, the seam
// where the Ledger transport is injected) and a transaction on a software Ethereum-app device with a funded throwaway
// key (a recording cannot match a nonce the chain decides); the Ledger Fantom app's refusal sends the user to the
// Ethereum app; an
// external wallet (injected, WalletConnect, Coinbase) is an EIP-1193 wallet app on the devnet with its own random
// key. What the site receives is checked with viem, independently of the wallet's code.

import { existsSync, readFileSync } from 'node:fs'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import {
  createWalletServices,
  type SignerFactory,
  WalletProvider,
  type WalletServices,
} from '@ftm-wallet/react'
import {
  createApiClient,
  createEip1193Signer,
  createKeystoreStore,
  createMemoryStorage,
  LEDGER_FANTOM_MESSAGE_UNSUPPORTED,
  networks,
  type SignerKind,
} from '@ftm-wallet/sdk'
import { createLedgerEthSigner, type LedgerTransport } from '@ftm-wallet/sdk/ledger'
import { openTransportReplayer, RecordStore } from '@ledgerhq/hw-transport-mocker'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { verifyMessage, verifyTypedData } from 'viem'
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest'
import { ledgerSignerFactory } from '../../features/wallets/connect/ledger/ledgerDevice.js'
import { createRequestHandler, type RequestHandler } from '../background/createRequestHandler.js'
import { createTestNetworkStore } from '../networkStore.test-util.js'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { parseExtensionMessage } from '../parseExtensionMessage.js'
import { createSitePermissions } from '../sitePermissions.js'
import { createDevnetWallet, type DevnetWallet } from './devnetWallet.test-util.js'
import { EipRequestPage } from './EipRequestPage.js'
import { EipSendTransactionPage } from './EipSendTransactionPage.js'
import { SITE_CONFIRM_TEXTS } from './SiteConfirm.js'
import { SoftwareLedgerDevice } from './softwareLedgerDevice.test-util.js'

const devnet = inject('devnet')
const SITE = 'https://dapp.example'
const network = {
  ...networks.devnet,
  apiUrls: [devnet.apiUrl],
  rpcUrl: devnet.rpcUrl,
  rpcUrls: [devnet.rpcUrl],
  chainId: devnet.info.chainId,
}
// The repository's test-fixtures/, from the root (a run of every project) or from packages/web.
const TEST_FIXTURES =
  ['test-fixtures', '../../test-fixtures'].find((dir) => existsSync(dir)) ?? 'test-fixtures'
const FIXTURES = `${TEST_FIXTURES}/ledger/`
const recording = (file: string) => readFileSync(`${FIXTURES}${file}`, 'utf8')
const replay = (file: string) =>
  openTransportReplayer(RecordStore.fromString(recording(file))) as unknown as Promise<LedgerTransport>

/** The EIP-712 specification's Mail example (test-fixtures/vectors/eip712-mail.json) on the given chain. */
const MAIL = JSON.parse(readFileSync(`${TEST_FIXTURES}/vectors/eip712-mail.json`, 'utf8')).typedData
const mail = (chainId: number) => ({ ...MAIL, domain: { ...MAIL.domain, chainId } })

/** The message eth-personal-sign.apdus signs, read from the recording (path, 4-byte length, then two chunks). */
function recordedMessage(): Buffer {
  const apdus = recording('eth-personal-sign.apdus')
    .split('\n')
    .filter((line) => line.startsWith('=> '))
  const first = Buffer.from((apdus[0] as string).slice(3), 'hex')
  const length = first.readUInt32BE(5 + 21)
  const bytes = Buffer.concat([
    first.subarray(5 + 25),
    Buffer.from((apdus[1] as string).slice(3 + 10), 'hex'),
  ])
  expect(bytes.length).toBe(length)
  return bytes
}

const KEY = { accountId: 0, addressId: 1 }
let ledgerAddress: string
/** The recording the next Ledger signer replays, unless a software device stands in. */
let nextRecording = ''
let device: SoftwareLedgerDevice | null = null
const openLedger = () =>
  device ? Promise.resolve(device as unknown as LedgerTransport) : replay(nextRecording)
let wallet: DevnetWallet

/** An external wallet of this kind over the devnet wallet app (as connectWalletConnect / Coinbase wrap theirs). */
const external =
  (kind: SignerKind): SignerFactory =>
  async (account, net) =>
    createEip1193Signer({ provider: wallet, address: account.address, chainId: net.chainId, kind })

interface Harness {
  handler: RequestHandler
  services: WalletServices
  permissions: ReturnType<typeof createSitePermissions>
  closed: () => number
}

async function setup(): Promise<Harness> {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  await services.accounts.addAccount({ address: ledgerAddress, type: 'ledgerEth', name: 'Nano Eth', ...KEY })
  await services.accounts.addAccount({ address: wallet.address, type: 'metamask', name: 'Browser' })
  const map = new Map<string, unknown>()
  const permissions = createSitePermissions({
    get: async (k) => map.get(k),
    set: async (k, v) => void map.set(k, v),
  })
  const client = createApiClient({ endpoints: [devnet.apiUrl], hedgeDelay: false, retries: 3 })
  const factories = {
    ledger: ledgerSignerFactory(openLedger),
    ledgerEth: ledgerSignerFactory(openLedger),
    metamask: external('eip1193'),
    walletConnect: external('walletConnect'),
    coinbase: external('coinbase'),
  }
  let handler: RequestHandler | undefined
  const storage = new Map<string, unknown>()
  const area = {
    get: async (k: string) => (storage.has(k) ? { [k]: storage.get(k) } : {}),
    set: async (items: Record<string, unknown>) => {
      for (const [k, v] of Object.entries(items)) storage.set(k, v)
    },
  }
  vi.stubGlobal('chrome', {
    runtime: {
      id: 'test-extension',
      getURL: (path: string) => `chrome-extension://test-extension/${path}`,
      sendMessage: async (message: unknown) => {
        const parsed = parseExtensionMessage(message)
        return parsed && handler ? handler.handleWalletMessage(parsed) : null
      },
    },
    storage: { local: area, sync: area },
    tabs: { create: async () => undefined },
  })
  let closed = 0
  vi.spyOn(window, 'close').mockImplementation(() => {
    closed += 1
  })
  handler = createRequestHandler({
    permissions,
    getWalletAccounts: async () => services.accounts.getState().accounts.map((a) => a.address),
    networks: createTestNetworkStore(),
    fetchChainId: async () => network.chainId,
    rpc: async () => null,
    // The worker's window: the real page at the path it opens.
    openWindow: async (path) => {
      const router = createMemoryRouter(
        [
          { path: '/eip-request/:id', element: <EipRequestPage /> },
          { path: '/eip-send-transaction/:id', element: <EipSendTransactionPage /> },
        ],
        { initialEntries: [path] },
      )
      render(
        <WalletProvider network={network} client={client} services={services} signerFactories={factories}>
          <RouterProvider router={router} />
        </WalletProvider>,
      )
      return 1
    },
  })
  await permissions.setGrantedAccounts(SITE, [ledgerAddress, wallet.address])
  return { handler, services, permissions, closed: () => closed }
}

const rpcCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (e: unknown) => (e instanceof ProviderRpcError ? e.rpcCode : e),
  )

beforeAll(async () => {
  const transport = await replay('eth-address-silent.apdus')
  ledgerAddress = await createLedgerEthSigner({ transport, key: KEY, chainId: 4003 }).getAddress()
  wallet = await createDevnetWallet(devnet, network.chainId)
}, 60_000)

let harness: Harness
beforeEach(async () => {
  device = null
  harness = await setup()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('a Ledger account confirms a site request on the device', () => {
  it('Ethereum app: personal_sign shows "Confirm on your Ledger", no password, and the site gets a signature viem verifies', async () => {
    nextRecording = 'eth-personal-sign.apdus'
    const message = recordedMessage()
    const answer = harness.handler.request(SITE, {
      method: 'personal_sign',
      params: [`0x${message.toString('hex')}`, ledgerAddress],
    })
    await screen.findByRole('heading', { name: SITE_CONFIRM_TEXTS.device })
    expect(screen.queryByLabelText(/wallet password/)).toBeNull()
    expect(screen.getByText(/Ünïcödé text/)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    const signature = (await answer) as `0x${string}`
    expect(
      await verifyMessage({ address: ledgerAddress as `0x${string}`, message: { raw: message }, signature }),
    ).toBe(true)
    expect(harness.closed()).toBe(1)
  }, 60_000)

  it('Ethereum app: eth_signTypedData_v4 is signed on the device (hashed command) and verifies', async () => {
    nextRecording = 'eth-typed-data-4003.apdus'
    const typedData = mail(network.chainId)
    const answer = harness.handler.request(SITE, {
      method: 'eth_signTypedData_v4',
      params: [ledgerAddress, JSON.stringify(typedData)],
    })
    await screen.findByRole('heading', { name: SITE_CONFIRM_TEXTS.device })
    await userEvent.click(screen.getByRole('button', { name: 'Sign' }))
    const signature = (await answer) as `0x${string}`
    expect(await verifyTypedData({ ...typedData, address: ledgerAddress, signature })).toBe(true)
  }, 60_000)

  it('a rejection on the device answers the site 4001 and closes the window', async () => {
    nextRecording = 'eth-personal-sign-rejected.apdus'
    const answer = rpcCode(
      harness.handler.request(SITE, {
        method: 'personal_sign',
        params: [`0x${recordedMessage().toString('hex')}`, ledgerAddress],
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Sign' }))
    expect(await answer).toBe(4001)
    expect(harness.closed()).toBe(1)
  }, 60_000)

  it('Fantom app: the window says to use the Ethereum app, shows no Sign button; Reject answers 4001', async () => {
    const fantom = `0x${'fa'.repeat(20)}`
    const added = await harness.services.accounts.addAccount({
      address: fantom,
      type: 'ledger',
      name: 'Nano',
      ...KEY,
    })
    await harness.permissions.setGrantedAccounts(SITE, [added.address])
    const answer = rpcCode(
      harness.handler.request(SITE, { method: 'personal_sign', params: ['Hello', added.address] }),
    )
    expect((await screen.findByRole('alert')).textContent).toBe(LEDGER_FANTOM_MESSAGE_UNSUPPORTED)
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }))
    expect(await answer).toBe(4001)
  }, 60_000)
})

describe('an external wallet account: the request is forwarded to its app', () => {
  for (const [type, label] of [
    ['metamask', 'MetaMask'],
    ['walletConnect', 'WalletConnect'],
    ['coinbase', 'Coinbase Wallet'],
  ] as const) {
    it(`${type}: personal_sign waits for the wallet app and the site gets its signature, which viem verifies`, async () => {
      if (type !== 'metamask') {
        await harness.services.accounts.removeAccount({ address: wallet.address, type: 'metamask' })
        await harness.services.accounts.addAccount({ address: wallet.address, type, name: label })
      }
      const text = `Sign in to ${SITE} with ${type}`
      const answer = harness.handler.request(SITE, {
        method: 'personal_sign',
        params: [text, wallet.address],
      })
      await screen.findByText(SITE_CONFIRM_TEXTS.external(label))
      expect(screen.queryByLabelText(/wallet password/)).toBeNull()
      const before = wallet.calls.length
      await userEvent.click(screen.getByRole('button', { name: SITE_CONFIRM_TEXTS.forward(label) }))
      const signature = (await answer) as `0x${string}`
      expect(
        await verifyMessage({ address: wallet.address as `0x${string}`, message: text, signature }),
      ).toBe(true)
      expect(wallet.calls.slice(before).map((c) => c.method)).toContain('personal_sign')
    }, 60_000)
  }

  it('typed data is forwarded as eth_signTypedData_v4 and verifies', async () => {
    const typedData = mail(network.chainId)
    const answer = harness.handler.request(SITE, {
      method: 'eth_signTypedData_v4',
      params: [wallet.address, typedData],
    })
    await userEvent.click(await screen.findByRole('button', { name: SITE_CONFIRM_TEXTS.forward('MetaMask') }))
    const signature = (await answer) as `0x${string}`
    expect(await verifyTypedData({ ...typedData, address: wallet.address, signature })).toBe(true)
  }, 60_000)

  it("the user's rejection in the wallet app answers the site 4001", async () => {
    wallet.rejectNext('personal_sign')
    const answer = rpcCode(
      harness.handler.request(SITE, { method: 'personal_sign', params: ['Refuse me', wallet.address] }),
    )
    await userEvent.click(await screen.findByRole('button', { name: SITE_CONFIRM_TEXTS.forward('MetaMask') }))
    expect(await answer).toBe(4001)
    expect(harness.closed()).toBe(1)
  }, 60_000)
})

/** The devnet's receipt of `hash`, once mined. */
async function receipt(hash: string): Promise<{ status: string; from: string; type: string }> {
  for (let tries = 0; tries < 100; tries += 1) {
    const response = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
    })
    const { result } = (await response.json()) as {
      result: { status: string; from: string; type: string } | null
    }
    if (result) return result
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no receipt for ${hash}`)
}

describe("an external wallet account sends a site's transaction in its own app", () => {
  it('eth_sendTransaction (EIP-1559 fees) is shown, forwarded with its fees, broadcast by the wallet app and mined', async () => {
    const to = `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`
    const answer = harness.handler.request(SITE, {
      method: 'eth_sendTransaction',
      params: [{ from: wallet.address, to, value: '0xde0b6b3a7640000', type: '0x2' }],
    })
    // The confirmation summary first, then the hand-over to the wallet's app; no password.
    await screen.findByText(SITE_CONFIRM_TEXTS.external('MetaMask'))
    expect(screen.queryByLabelText(/wallet password/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: SITE_CONFIRM_TEXTS.forward('MetaMask') }))
    const hash = (await answer) as string
    const mined = await receipt(hash)
    expect([mined.status, mined.from.toLowerCase(), mined.type]).toEqual([
      '0x1',
      wallet.address.toLowerCase(),
      '0x2',
    ])
    const sent = wallet.calls.filter((c) => c.method === 'eth_sendTransaction').at(-1)?.params as [
      Record<string, string>,
    ]
    expect(sent[0]).toMatchObject({ from: wallet.address, to: expect.stringMatching(new RegExp(to, 'i')) })
    expect(sent[0].maxFeePerGas).toMatch(/^0x/)
    // The wallet records the broadcast like its own (no bytes: the wallet app holds them).
    expect(await harness.services.pending?.get(hash as `0x${string}`)).toMatchObject({ hash, raw: null })
  }, 60_000)

  it("the user's rejection in the wallet app answers the site 4001 and nothing is sent", async () => {
    wallet.rejectNext('eth_sendTransaction')
    const answer = rpcCode(
      harness.handler.request(SITE, {
        method: 'eth_sendTransaction',
        params: [{ from: wallet.address, to: wallet.address, value: '0x1' }],
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: SITE_CONFIRM_TEXTS.forward('MetaMask') }))
    expect(await answer).toBe(4001)
    expect(harness.closed()).toBe(1)
    expect(await harness.services.pending?.list()).toEqual([])
  }, 60_000)
})

describe("a Ledger account signs a site's transaction on the device", () => {
  /** A software Ethereum-app device with a funded throwaway key, as a ledgerEth account the site may use. */
  async function deviceAccount(app: 'ethereum' | 'fantom' = 'ethereum') {
    device = new SoftwareLedgerDevice(app)
    const funded = await fetch(`${devnet.url}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: device.wallet.address, amount: 5 }),
    })
    expect(funded.ok).toBe(true)
    await harness.services.accounts.addAccount({
      address: device.wallet.address,
      type: app === 'ethereum' ? 'ledgerEth' : 'ledger',
      name: 'Device',
      ...KEY,
    })
    await harness.permissions.setGrantedAccounts(SITE, [device.wallet.address])
    return device
  }

  it('an EIP-1559 request is shown and signed as a legacy transaction at the network gas price, broadcast and mined', async () => {
    const ledger = await deviceAccount()
    const to = wallet.address
    const answer = harness.handler.request(SITE, {
      method: 'eth_sendTransaction',
      params: [{ from: ledger.wallet.address, to, value: '0x2386f26fc10000', maxFeePerGas: '0x174876e800' }],
    })
    await screen.findByRole('heading', { name: SITE_CONFIRM_TEXTS.device })
    expect(screen.getByText(SITE_CONFIRM_TEXTS.deviceSend)).toBeTruthy()
    expect(screen.queryByLabelText(/wallet password/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const hash = (await answer) as string
    const mined = await receipt(hash)
    expect([mined.status, mined.from.toLowerCase(), mined.type]).toEqual([
      '0x1',
      ledger.wallet.address.toLowerCase(),
      '0x0',
    ])
    // Signed at the network's gas price, not the request's 100 gwei max fee.
    const [signed] = ledger.signed
    expect(signed?.type).toBe(0)
    expect(signed?.gasPrice).not.toBe(100_000_000_000n)
    expect(signed?.to?.toLowerCase()).toBe(to.toLowerCase())
  }, 60_000)

  it('a rejection on the device answers the site 4001 and nothing is sent', async () => {
    const ledger = await deviceAccount()
    ledger.user = 'reject'
    const answer = rpcCode(
      harness.handler.request(SITE, {
        method: 'eth_sendTransaction',
        params: [{ from: ledger.wallet.address, to: wallet.address, value: '0x1' }],
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }))
    expect(await answer).toBe(4001)
    expect(await harness.services.pending?.list()).toEqual([])
  }, 60_000)

  it('the Fantom app signs a transaction on the device (EIP-155 pre-image in chunks); mined', async () => {
    const ledger = await deviceAccount('fantom')
    const answer = harness.handler.request(SITE, {
      method: 'eth_sendTransaction',
      params: [
        {
          from: ledger.wallet.address,
          to: wallet.address,
          value: '0x2386f26fc10000',
          data: `0x${'ab'.repeat(200)}`,
        },
      ],
    })
    await screen.findByRole('heading', { name: SITE_CONFIRM_TEXTS.device })
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const mined = await receipt((await answer) as string)
    expect([mined.status, mined.from.toLowerCase()]).toEqual(['0x1', ledger.wallet.address.toLowerCase()])
    expect(ledger.signed[0]?.chainId).toBe(BigInt(network.chainId))
  }, 60_000)

  it('a rejection on the Fantom app answers the site 4001', async () => {
    const ledger = await deviceAccount('fantom')
    ledger.user = 'reject'
    const answer = rpcCode(
      harness.handler.request(SITE, {
        method: 'eth_sendTransaction',
        params: [{ from: ledger.wallet.address, to: wallet.address, value: '0x1' }],
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }))
    expect(await answer).toBe(4001)
  }, 60_000)
})
