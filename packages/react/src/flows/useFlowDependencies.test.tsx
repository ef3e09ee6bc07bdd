import {
  createApiClient,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
  type Signer,
  type UnsignedTransaction,
} from '@ftm-wallet/sdk'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAccountsService } from '../hooks/useAccounts.js'
import { createWalletServices } from '../provider/createWalletServices.js'
import type { SessionSigner, SignerFactories } from '../provider/signerRegistry.js'
import { useSignerRegistry, WalletProvider, type WalletServices } from '../provider/WalletProvider.js'
import { useFlowDependencies } from './useFlowDependencies.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const HASH = `0x${'ab'.repeat(32)}` as const
const TX: UnsignedTransaction = {
  to: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  value: 1n,
  data: '0x',
  nonce: 0n,
  gasPrice: 1n,
  gasLimit: 21000n,
  chainId: devnet.chainId,
}

async function setup(signerFactories?: SignerFactories) {
  const services: WalletServices = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  const client = createApiClient({ endpoints: devnet.apiUrls, retries: 0 })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletProvider network={devnet} client={client} services={services} signerFactories={signerFactories}>
      {children}
    </WalletProvider>
  )
  const hook = renderHook(
    () => ({ deps: useFlowDependencies(), accounts: useAccountsService(), registry: useSignerRegistry() }),
    { wrapper },
  )
  return hook.result
}

/** An injected wallet announced through EIP-6963 that records what it is asked (its own app's boundary). */
function announceWallet(accounts: string[]) {
  const requests: { method: string; params?: unknown }[] = []
  const provider = {
    async request(args: { method: string; params?: unknown }) {
      requests.push(args)
      if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') return accounts
      if (args.method === 'eth_sendTransaction') return HASH
      throw Object.assign(new Error('unsupported'), { code: 4200 })
    },
  }
  const info = { uuid: 'test-wallet', name: 'Test wallet', icon: '', rdns: 'test.wallet' }
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }))
  window.addEventListener('eip6963:requestProvider', announce)
  return { requests, remove: () => window.removeEventListener('eip6963:requestProvider', announce) }
}

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('useFlowDependencies', () => {
  it('has no signer without an active account', async () => {
    const result = await setup()
    expect(result.current.deps).toBeNull()
  })

  it("signs a 'metamask' account's flows in the injected wallet that holds it", async () => {
    const wallet = announceWallet([A.toLowerCase()])
    cleanup = wallet.remove
    const result = await setup()
    await act(async () => {
      await result.current.accounts.addAccount({ address: A, type: 'metamask' })
      await result.current.accounts.setActiveAccount({ address: A, type: 'metamask' })
    })
    const signer = result.current.deps?.signer as Signer
    expect([signer.kind, signer.confirmation, await signer.getAddress()]).toEqual(['eip1193', 'external', A])
    // Nothing is asked of the wallet until the user confirms.
    expect(wallet.requests).toEqual([])
    expect(await signer.sendTransaction?.(TX)).toBe(HASH)
    const sent = wallet.requests.find((r) => r.method === 'eth_sendTransaction')
    expect(sent?.params).toEqual([expect.objectContaining({ from: A, to: TX.to, gas: '0x5208' })])
  })

  it('has no signer for a Ledger account when the app gives no Ledger factory', async () => {
    const result = await setup()
    await act(async () => {
      await result.current.accounts.addAccount({ address: A, type: 'ledger', accountId: 0, addressId: 0 })
      await result.current.accounts.setActiveAccount({ address: A, type: 'ledger' })
    })
    expect(result.current.deps).toBeNull()
  })

  it('opens the Ledger signer when the user confirms, and again after a failed open', async () => {
    const real: Signer = {
      kind: 'ledger',
      confirmation: 'device',
      getAddress: async () => A,
      signTransaction: async () => '0x01',
      signMessage: async (message) => (message === 'hi' ? '0x02' : '0x'),
      signTypedData: async (_typedData, options) => (options?.confirmedChainId === 1 ? '0x03' : '0x'),
    }
    const ledger = vi
      .fn<NonNullable<SignerFactories['ledger']>>()
      .mockRejectedValueOnce(new Error('Please unlock the device'))
      .mockResolvedValue(real)
    const result = await setup({ ledger })
    await act(async () => {
      await result.current.accounts.addAccount({ address: A, type: 'ledger', accountId: 0, addressId: 2 })
      await result.current.accounts.setActiveAccount({ address: A, type: 'ledger' })
    })
    const signer = result.current.deps?.signer as Signer
    expect([signer.kind, signer.confirmation, signer.sendTransaction]).toEqual([
      'ledger',
      'device',
      undefined,
    ])
    expect(ledger).not.toHaveBeenCalled()
    await expect(signer.signTransaction(TX)).rejects.toThrow('Please unlock the device')
    expect(await signer.signTransaction(TX)).toBe('0x01')
    expect(ledger).toHaveBeenCalledTimes(2)
    expect(ledger.mock.calls[0]?.[0]).toMatchObject({ address: A, addressId: 2 })
    // The Fantom app has no message command: refused as its signer refuses, without the device
    // (a Ledger Ethereum-app account forwards them: signerRegistry.test.ts).
    await expect(signer.signMessage?.('hi')).rejects.toMatchObject({ code: 'SIGNER_MESSAGE_UNSUPPORTED' })
    await expect(signer.signTypedData?.({}, { confirmedChainId: 1 })).rejects.toMatchObject({
      code: 'SIGNER_MESSAGE_UNSUPPORTED',
    })
    expect(ledger).toHaveBeenCalledTimes(2)
  })

  it('uses the signer connected in this session (WalletConnect, Coinbase)', async () => {
    const result = await setup()
    const connected: Signer = {
      kind: 'walletConnect',
      confirmation: 'external',
      getAddress: async () => A,
      signTransaction: async () => '0x',
      sendTransaction: async () => HASH,
    }
    await act(async () => {
      await result.current.accounts.addAccount({ address: A, type: 'walletConnect' })
      result.current.registry.register({ address: A, type: 'walletConnect' }, connected)
      await result.current.accounts.setActiveAccount({ address: A, type: 'walletConnect' })
    })
    expect(result.current.deps?.signer).toBe(connected)
  })

  it("keeps a factory-opened signer's wallet session, so removing the account can end it", async () => {
    let ended = 0
    const real = {
      kind: 'coinbase',
      confirmation: 'external',
      getAddress: async () => A,
      signTransaction: async () => '0x',
      sendTransaction: async () => HASH,
      session: { disconnect: async () => void ended++ },
    } satisfies SessionSigner
    const result = await setup({ coinbase: async () => real })
    await act(async () => {
      await result.current.accounts.addAccount({ address: A, type: 'coinbase' })
      await result.current.accounts.setActiveAccount({ address: A, type: 'coinbase' })
    })
    expect(await result.current.registry.disconnect('coinbase')).toBe(false)
    expect(await result.current.deps?.signer.sendTransaction?.(TX)).toBe(HASH)
    expect(result.current.registry.get({ address: A, type: 'coinbase' })).toBe(real)
    expect(await result.current.registry.disconnect('coinbase')).toBe(true)
    expect(ended).toBe(1)
  })
})
