import {
  createApiClient,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
  type Signer,
  type UnsignedTransaction,
} from '@ftm-wallet/sdk'
import type { WalletConnectInitOptions, WalletConnectProvider } from '@ftm-wallet/sdk/walletconnect'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useFlowDependencies } from '../flows/useFlowDependencies.js'
import { useAccountsService } from '../hooks/useAccounts.js'
import { createWalletServices } from './createWalletServices.js'
import { useSignerRegistry, type WalletConnectOptions, WalletProvider } from './WalletProvider.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const HASH = `0x${'cd'.repeat(32)}`
const TX: UnsignedTransaction = {
  to: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  value: 1n,
  data: '0x',
  nonce: 0n,
  gasPrice: 1n,
  gasLimit: 21000n,
  chainId: devnet.chainId,
}

/**
 * An in-memory stand-in for WalletConnect's EthereumProvider (the relay is out of reach here, as in the SDK's
 * walletConnect tests): `stored` is what WalletConnect's storage kept from an earlier page, which `init` restores.
 */
function memoryWalletConnect(stored: { account: string } | undefined) {
  const record = { inits: [] as WalletConnectInitOptions[], sent: [] as unknown[], disconnects: 0, stored }
  const loadProvider = async (options: WalletConnectInitOptions): Promise<WalletConnectProvider> => {
    record.inits.push(options)
    return {
      get session() {
        return record.stored
      },
      on: () => undefined,
      connect: async () => {
        throw new Error('a restored session must not open a new pairing')
      },
      async disconnect() {
        record.stored = undefined
        record.disconnects++
      },
      async request({ method, params }) {
        if (method === 'eth_accounts') return record.stored ? [record.stored.account.toLowerCase()] : []
        if (method === 'eth_chainId') return `0x${options.chains[0]?.toString(16)}`
        if (method === 'eth_sendTransaction') return record.sent.push(params) && HASH
        throw Object.assign(new Error('unsupported'), { code: 4200 })
      },
    }
  }
  return { record, loadProvider }
}

/** A WalletConnect account that is the active one on a freshly loaded page (nothing registered yet). */
async function reloadedPage(walletConnect: WalletConnectOptions) {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  const client = createApiClient({ endpoints: devnet.apiUrls, retries: 0 })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletProvider network={devnet} client={client} services={services} walletConnect={walletConnect}>
      {children}
    </WalletProvider>
  )
  const { result } = renderHook(
    () => ({ deps: useFlowDependencies(), accounts: useAccountsService(), registry: useSignerRegistry() }),
    { wrapper },
  )
  await act(async () => {
    await result.current.accounts.addAccount({ address: A, type: 'walletConnect' })
    await result.current.accounts.setActiveAccount({ address: A, type: 'walletConnect' })
  })
  return result
}

describe('a WalletConnect account after a reload', () => {
  it('signs with the session WalletConnect restored, opened on the first signature with the project id', async () => {
    const wallet = memoryWalletConnect({ account: A })
    const result = await reloadedPage({ projectId: 'project-1', loadProvider: wallet.loadProvider })
    const signer = result.current.deps?.signer as Signer
    expect([signer.kind, signer.confirmation, wallet.record.inits]).toEqual(['walletConnect', 'external', []])
    expect(await signer.sendTransaction?.(TX)).toBe(HASH)
    expect(wallet.record.inits).toEqual([
      expect.objectContaining({ projectId: 'project-1', chains: [devnet.chainId], showQrModal: false }),
    ])
    expect(wallet.record.sent).toEqual([[expect.objectContaining({ from: A, to: TX.to })]])
    // The restored session joined the registry: removing the account ends it.
    expect(await result.current.registry.disconnect('walletConnect')).toBe(true)
    expect([wallet.record.disconnects, wallet.record.stored]).toEqual([1, undefined])
  })

  it("fails with 'A provider is not set' when no stored session holds the account, and retries later", async () => {
    const wallet = memoryWalletConnect({ account: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' })
    const result = await reloadedPage({ projectId: 'project-1', loadProvider: wallet.loadProvider })
    const signer = result.current.deps?.signer as Signer
    await expect(signer.sendTransaction?.(TX)).rejects.toThrow('A provider is not set')
    wallet.record.stored = { account: A }
    expect(await signer.sendTransaction?.(TX)).toBe(HASH)
    expect(wallet.record.inits).toHaveLength(2)
  })

  it("fails with 'No project id provided' when the app has none", async () => {
    const wallet = memoryWalletConnect({ account: A })
    const result = await reloadedPage({ loadProvider: wallet.loadProvider })
    await expect(result.current.deps?.signer.sendTransaction?.(TX)).rejects.toThrow('No project id provided')
    expect(wallet.record.inits).toEqual([])
  })
})
