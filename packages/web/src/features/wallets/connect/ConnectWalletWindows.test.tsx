import { createWalletServices, type WalletConnectOptions, WalletProvider } from '@ftm-wallet/react'
import { createApiClient, createKeystoreStore, createMemoryStorage, devnet } from '@ftm-wallet/sdk'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectWalletWindows } from './ConnectWalletWindows.js'
import { createMemoryWalletConnect } from './memoryWalletConnect.test-util.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

async function open(walletConnect?: WalletConnectOptions) {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  const client = createApiClient({ endpoints: ['http://127.0.0.1:9/api'], retries: 0 })
  const onOpenChange = vi.fn()
  const router = createMemoryRouter(
    [
      { path: '/', element: <ConnectWalletWindows onOpenChange={onOpenChange} /> },
      { path: '/account/:address', element: <p>wallet page</p> },
    ],
    { initialEntries: ['/'] },
  )
  render(
    <WalletProvider network={devnet} client={client} services={services} walletConnect={walletConnect}>
      <RouterProvider router={router} />
    </WalletProvider>,
  )
  return { services, router, onOpenChange }
}

let cleanup = () => {}
afterEach(() => cleanup())

describe('Connect Wallet windows', () => {
  it("adds the injected wallet's account as 'metamask', makes it active and opens its wallet page", async () => {
    const provider = { request: async () => [A.toLowerCase()] }
    const info = { uuid: 'w', name: 'Test wallet', icon: '', rdns: 'test.wallet' }
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
    window.addEventListener('eip6963:requestProvider', announce)
    cleanup = () => window.removeEventListener('eip6963:requestProvider', announce)
    const { services, router, onOpenChange } = await open()
    fireEvent.click(screen.getByRole('button', { name: 'Connect MetaMask' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Add Account' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/${A}`))
    expect(services.accounts.getActiveAccount()).toMatchObject({ address: A, type: 'metamask' })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('loads the Ledger chunk and reports a browser without WebHID, with Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Ledger (Ethereum app)' }))
    expect(screen.getByText('Please connect your ledger device and select Ethereum app.')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByRole('alert').className).toBe('message message-error')
  })

  it("says 'No project id provided' for WalletConnect without a project id", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await open()
    fireEvent.click(screen.getByRole('button', { name: 'Connect WalletConnect' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No project id provided')
  })

  it('connects WalletConnect with the configured project id and opens the new account', async () => {
    const wallet = createMemoryWalletConnect()
    const { services, router } = await open({ projectId: 'cfg-project', loadProvider: wallet.loadProvider })
    fireEvent.click(screen.getByRole('button', { name: 'Connect WalletConnect' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/${wallet.account}`))
    expect(wallet.inits).toEqual([
      expect.objectContaining({
        projectId: 'cfg-project',
        chains: [devnet.chainId],
        rpcMap: { [devnet.chainId]: devnet.rpcUrl },
      }),
    ])
    expect(services.accounts.getActiveAccount()).toMatchObject({
      address: wallet.account,
      type: 'walletConnect',
    })
  })

  it('disconnects the connected WalletConnect account when its entry is clicked again', async () => {
    const wallet = createMemoryWalletConnect()
    const { services, router } = await open({ projectId: 'cfg-project', loadProvider: wallet.loadProvider })
    fireEvent.click(screen.getByRole('button', { name: 'Connect WalletConnect' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/${wallet.account}`))
    expect(wallet.stored()).toBe(true)
    // The Connect Wallet window again, with the WalletConnect account active and connected.
    await router.navigate('/')
    fireEvent.click(
      await screen.findByRole('button', { name: 'Disconnect WalletConnect' }, { timeout: 10_000 }),
    )
    expect((await screen.findByRole('status', undefined, { timeout: 10_000 })).textContent).toBe(
      'WalletConnect disconnected.',
    )
    expect(wallet.disconnects()).toBe(1)
    expect(wallet.stored()).toBe(false)
    // The account stays in the wallet list; the entry connects again.
    expect(services.accounts.getActiveAccount()).toMatchObject({
      address: wallet.account,
      type: 'walletConnect',
    })
    expect(screen.getByRole('button', { name: 'Connect WalletConnect' })).toBeTruthy()
  }, 30_000) // a rendering of the whole connect flow in jsdom: over 5 s on a loaded machine (full CI run)
})
