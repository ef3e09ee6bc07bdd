import { createWalletServices, WalletProvider, type WalletServices } from '@ftm-wallet/react'
import {
  computeAddressFromPrivateKey,
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSitePermissions } from '../sitePermissions.js'
import { EipSelectAccountsPage } from './EipSelectAccountsPage.js'
import { NOT_IN_EXTENSION } from './extensionBridge.js'

const SITE = 'http://127.0.0.1:5173'
const key = () => `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`
const first = computeAddressFromPrivateKey(key())
const second = computeAddressFromPrivateKey(key())

/** What the page sent to the worker, and chrome.storage.local as a Map: the extension's edges. */
let sent: unknown[]
let storage: Map<string, unknown>

function installChrome() {
  sent = []
  storage = new Map()
  const chrome = {
    runtime: {
      id: 'test-extension',
      getURL: (path: string) => `chrome-extension://test-extension/${path}`,
      sendMessage: async (message: unknown) => {
        sent.push(message)
        return null
      },
    },
    storage: {
      local: {
        get: async (k: string) => (storage.has(k) ? { [k]: storage.get(k) } : {}),
        set: async (items: Record<string, unknown>) => {
          for (const [k, v] of Object.entries(items)) storage.set(k, v)
        },
      },
    },
    tabs: { create: async () => undefined },
  }
  vi.stubGlobal('chrome', chrome)
  return chrome
}

async function renderPage(path: string, services?: WalletServices) {
  const wallet =
    services ??
    (await createWalletServices({
      storage: createMemoryStorage(),
      keystores: createKeystoreStore(createMemoryStorage()),
    }))
  const client = createApiClient({
    endpoints: ['http://127.0.0.1:9/api'],
    status: createApiStatus(),
    retries: 0,
  })
  const router = createMemoryRouter(
    [{ path: '/eip-select-accounts/:site', element: <EipSelectAccountsPage /> }],
    {
      initialEntries: [path],
    },
  )
  render(
    <WalletProvider network={devnet} client={client} services={wallet}>
      <RouterProvider router={router} />
    </WalletProvider>,
  )
  return wallet
}

async function twoAccounts() {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  await services.accounts.addAccount({ address: first, type: 'metamask', name: 'First' })
  await services.accounts.addAccount({ address: second, type: 'metamask', name: 'Second' })
  return services
}

const switchOf = (address: string) => screen.findByRole('switch', { name: new RegExp(address) })

describe('/eip-select-accounts/{site}', () => {
  beforeEach(() => vi.spyOn(window, 'close').mockImplementation(() => undefined))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('says where site connections live when opened outside the extension', async () => {
    await renderPage(`/eip-select-accounts/${encodeURIComponent(SITE)}`)
    expect(await screen.findByText(NOT_IN_EXTENSION)).toBeTruthy()
  })

  it('shows the welcome page for the special site "popup"', async () => {
    installChrome()
    await renderPage('/eip-select-accounts/popup')
    expect(await screen.findByRole('heading', { name: 'Connected sites' })).toBeTruthy()
  })

  it('answers a site’s request with exactly the accounts switched on', async () => {
    installChrome()
    await renderPage(`/eip-select-accounts/${encodeURIComponent(SITE)}?request`, await twoAccounts())
    expect(await screen.findByText(SITE)).toBeTruthy()
    await userEvent.click(await switchOf(second))
    expect((await switchOf(first)).getAttribute('aria-checked')).toBe('false')
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }))
    await waitFor(() =>
      expect(sent).toEqual([{ type: 'wallet_requestAccounts_done', origin: SITE, accounts: [second] }]),
    )
    expect(window.close).toHaveBeenCalled()
  })

  it('refuses the request on Cancel', async () => {
    installChrome()
    await renderPage(`/eip-select-accounts/${encodeURIComponent(SITE)}?request`, await twoAccounts())
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(sent).toEqual([{ type: 'wallet_requestAccounts_rejected', origin: SITE }]))
  })

  it('starts from the stored grant and disconnects the site', async () => {
    const chrome = installChrome()
    await createSitePermissions({
      get: async (k) => (await chrome.storage.local.get(k))[k],
      set: (k, v) => chrome.storage.local.set({ [k]: v }),
    }).setGrantedAccounts(SITE, [first])
    await renderPage(`/eip-select-accounts/${encodeURIComponent(SITE)}`, await twoAccounts())
    await waitFor(async () => expect((await switchOf(first)).getAttribute('aria-checked')).toBe('true'))
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect site' }))
    await waitFor(() =>
      expect(sent).toEqual([{ type: 'wallet_requestAccounts_done', origin: SITE, accounts: [] }]),
    )
    expect(await screen.findByText('Saved.')).toBeTruthy()
    expect(window.close).not.toHaveBeenCalled()
  })
})
