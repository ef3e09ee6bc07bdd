import {
  createWalletServices,
  useSignerRegistry,
  type WalletConnectOptions,
  WalletProvider,
} from '@ftm-wallet/react'
import { createApiClient, createKeystoreStore, createMemoryStorage, devnet } from '@ftm-wallet/sdk'
import { connectCoinbase } from '@ftm-wallet/sdk/coinbase'
import { connectWalletConnect } from '@ftm-wallet/sdk/walletconnect'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import {
  createMemoryWalletConnect,
  type MemoryWalletConnect,
} from './connect/memoryWalletConnect.test-util.js'
import { coinbaseSession } from './connect/openCoinbaseSigner.js'
import { useRemoveWallet } from './useRemoveWallet.js'

const OTHER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

/**
 * The hook inside the provider and a router at /account/…, with its reload recorded; `wallet` stands in for
 * WalletConnect's and Coinbase's SDKs (their relay and servers are out of reach here).
 */
async function setup(wallet?: MemoryWalletConnect, walletConnect: WalletConnectOptions = {}) {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  const client = createApiClient({ endpoints: ['http://127.0.0.1:9/api'], retries: 0 })
  const reload = vi.fn()
  let router: ReturnType<typeof createMemoryRouter> | undefined
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/account/x'] })
    return (
      <WalletProvider network={devnet} client={client} services={services} walletConnect={walletConnect}>
        <RouterProvider router={router} />
      </WalletProvider>
    )
  }
  const { result } = renderHook(
    () => ({
      remove: useRemoveWallet({
        reload,
        ...(wallet ? { loadCoinbase: () => wallet.loadProvider({ chains: [devnet.chainId] } as never) } : {}),
      }),
      registry: useSignerRegistry(),
    }),
    {
      wrapper,
    },
  )
  return { services, result, reload, path: () => router?.state.location.pathname }
}

/** Two accounts connected over WalletConnect (two sessions of the SDK's wrapper) and added to the list. */
async function connectTwice(ctx: Awaited<ReturnType<typeof setup>>) {
  const wallets = [createMemoryWalletConnect(), createMemoryWalletConnect()]
  for (const wallet of wallets) {
    const c = await connectWalletConnect({
      projectId: 'p',
      chainId: devnet.chainId,
      onDisplayUri: () => {},
      onDisconnect: () => {},
      loadProvider: wallet.loadProvider,
    })
    await ctx.services.accounts.addAccount({ address: c.address, type: 'walletConnect' })
    ctx.result.current.registry.register({ address: c.address, type: 'walletConnect' }, c.signer, c)
  }
  return wallets
}

describe('removing a wallet', () => {
  it('ends the WalletConnect sessions only with the last WalletConnect account, then reloads', async () => {
    const ctx = await setup()
    await ctx.services.accounts.addAccount({ address: OTHER, type: 'metamask' })
    const wallets = await connectTwice(ctx)
    const [a, b] = wallets.map((w) => w.account) as [string, string]
    await act(() => ctx.result.current.remove({ address: a, type: 'walletConnect' }))
    expect(wallets.map((w) => w.disconnects())).toEqual([0, 0])
    expect(ctx.reload).not.toHaveBeenCalled()
    expect(ctx.path()).toBe('/dashboard')
    await act(() => ctx.result.current.remove({ address: b, type: 'walletConnect' }))
    expect(wallets.map((w) => w.disconnects())).toEqual([1, 1])
    expect(ctx.reload).toHaveBeenCalledOnce()
    expect(ctx.services.accounts.getState().accounts.map((x) => x.type)).toEqual(['metamask'])
  })

  it('ends the Coinbase session with the last Coinbase account, without a reload, and goes home', async () => {
    const ctx = await setup()
    const wallet = createMemoryWalletConnect()
    const provider = await wallet.loadProvider({ projectId: '', chains: [devnet.chainId] } as never)
    const c = await connectCoinbase({ chainId: devnet.chainId, loadProvider: async () => provider })
    await ctx.services.accounts.addAccount({ address: c.address, type: 'coinbase' })
    ctx.result.current.registry.register(
      { address: c.address, type: 'coinbase' },
      c.signer,
      coinbaseSession(c.provider),
    )
    await act(() => ctx.result.current.remove({ address: c.address, type: 'coinbase' }))
    expect(wallet.disconnects()).toBe(1)
    expect(ctx.reload).not.toHaveBeenCalled()
    expect(ctx.path()).toBe('/')
  })

  it('still leaves the removed wallet when its session fails to end', async () => {
    const ctx = await setup()
    await ctx.services.accounts.addAccount({ address: OTHER, type: 'walletConnect' })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    ctx.result.current.registry.register(
      { address: OTHER, type: 'walletConnect' },
      {
        kind: 'walletConnect',
        confirmation: 'external',
        getAddress: async () => OTHER,
        signTransaction: vi.fn(),
      },
      { disconnect: () => Promise.reject(new Error('relay unreachable')) },
    )
    await act(() => ctx.result.current.remove({ address: OTHER, type: 'walletConnect' }))
    expect(error).toHaveBeenCalledWith('Disconnecting walletConnect:', expect.any(Error))
    expect([ctx.path(), ctx.reload.mock.calls.length]).toEqual(['/', 0])
  })

  it('after a reload, ends the session WalletConnect kept in its storage, then reloads', async () => {
    const wallet = createMemoryWalletConnect()
    await connectWalletConnect({
      projectId: 'p',
      chainId: devnet.chainId,
      onDisplayUri: () => {},
      onDisconnect: () => {},
      loadProvider: wallet.loadProvider,
    })
    // A new page: nothing registered; the provider's walletConnect options hold the configured project id.
    const ctx = await setup(undefined, { projectId: 'project-9', loadProvider: wallet.loadProvider })
    await ctx.services.accounts.addAccount({ address: wallet.account, type: 'walletConnect' })
    await act(() => ctx.result.current.remove({ address: wallet.account, type: 'walletConnect' }))
    expect(wallet.inits.at(-1)).toMatchObject({ projectId: 'project-9', chains: [devnet.chainId] })
    expect([wallet.disconnects(), wallet.stored(), ctx.reload.mock.calls.length]).toEqual([1, false, 1])
  })

  it('after a reload, does not reload when WalletConnect kept no session (or has no project id)', async () => {
    for (const projectId of ['project-9', undefined]) {
      const wallet = createMemoryWalletConnect()
      const ctx = await setup(undefined, { projectId, loadProvider: wallet.loadProvider })
      await ctx.services.accounts.addAccount({ address: wallet.account, type: 'walletConnect' })
      await act(() => ctx.result.current.remove({ address: wallet.account, type: 'walletConnect' }))
      expect([wallet.disconnects(), ctx.reload.mock.calls.length, ctx.path()]).toEqual([0, 0, '/'])
    }
  })

  it("after a reload, ends Coinbase's stored session by creating its provider, without a reload", async () => {
    const wallet = createMemoryWalletConnect()
    const ctx = await setup(wallet)
    await ctx.services.accounts.addAccount({ address: wallet.account, type: 'coinbase' })
    await act(() => ctx.result.current.remove({ address: wallet.account, type: 'coinbase' }))
    expect([wallet.disconnects(), ctx.reload.mock.calls.length, ctx.path()]).toEqual([1, 0, '/'])
  })
})
