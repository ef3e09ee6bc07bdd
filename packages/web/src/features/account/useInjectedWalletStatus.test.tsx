import { createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
  EIP1193_MESSAGES,
  Eip1193Error,
  type Eip1193Provider,
} from '@ftm-wallet/sdk'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useInjectedWalletStatus } from './useInjectedWalletStatus.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const services = await createWalletServices({
  storage: createMemoryStorage(),
  keystores: createKeystoreStore(createMemoryStorage()),
})
const client = createApiClient({ endpoints: ['http://127.0.0.1:9/api'], retries: 0 })
const wrapper = ({ children }: { children: ReactNode }) => (
  <WalletProvider network={devnet} client={client} services={services}>
    {children}
  </WalletProvider>
)

/** An extension wallet on `chainId` whose events the test fires. */
function extensionWallet(chainId: number) {
  const listeners = new Map<string, (...args: unknown[]) => void>()
  const provider: Eip1193Provider = {
    request: async () => `0x${chainId.toString(16)}`,
    on: (event, listener) => listeners.set(event, listener),
    removeListener: (event) => listeners.delete(event),
  }
  const emit = (event: string, value: unknown) => act(() => listeners.get(event)?.(value))
  return { find: async () => ({ provider }), emit, listens: (event: string) => listeners.has(event) }
}

describe('useInjectedWalletStatus', () => {
  it('asks for the Opera chain until the wallet switches to it', async () => {
    const wallet = extensionWallet(1)
    const { result } = renderHook(
      () => useInjectedWalletStatus({ address: A, type: 'metamask' }, wallet.find),
      {
        wrapper,
      },
    )
    await waitFor(() => expect(result.current).toBe(EIP1193_MESSAGES.selectChain))
    wallet.emit('chainChanged', `0x${devnet.chainId.toString(16)}`)
    expect(result.current).toBeUndefined()
  })

  it('asks for the account when the wallet selects another one', async () => {
    const wallet = extensionWallet(devnet.chainId)
    const { result } = renderHook(
      () => useInjectedWalletStatus({ address: A, type: 'metamask' }, wallet.find),
      {
        wrapper,
      },
    )
    await waitFor(() => expect(wallet.listens('accountsChanged')).toBe(true))
    expect(result.current).toBeUndefined()
    wallet.emit('accountsChanged', ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'])
    expect(result.current).toBe(`Please, select account ${A} in Metamask.`)
  })

  it("says 'Metamask is not installed.' when the extension is gone", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const find = async () => {
      throw new Eip1193Error('EIP1193_NOT_INSTALLED', EIP1193_MESSAGES.notInstalled)
    }
    const { result } = renderHook(() => useInjectedWalletStatus({ address: A, type: 'metamask' }, find), {
      wrapper,
    })
    await waitFor(() => expect(result.current).toBe('Metamask is not installed.'))
  })

  it('says nothing for other account types', () => {
    const find = vi.fn()
    const { result } = renderHook(() => useInjectedWalletStatus({ address: A, type: 'keystore' }, find), {
      wrapper,
    })
    expect(result.current).toBeUndefined()
    expect(find).not.toHaveBeenCalled()
  })
})
