import { EventEmitter } from 'node:events'
import { Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { connectCoinbase } from '../coinbase/connectCoinbase.js'
import { disconnectCoinbase } from '../coinbase/disconnectCoinbase.js'
import { connectWalletConnect } from './connectWalletConnect.js'
import type { WalletConnectInitOptions } from './initWalletConnect.js'
import { disconnectWalletConnect, restoreWalletConnect } from './restoreWalletConnect.js'

/** What WalletConnect's (or Coinbase's) storage keeps across reloads: the session's account, if connected. */
type MemoryStorage = { session?: { account: string } | undefined; disconnects: number }

// The real SDKs need their relay / Coinbase servers, which this machine cannot reach: these tests inject an
// in-memory EIP-1193 provider in place of the lazily imported SDK and check our wiring around it. Providers
// created over the same `storage` see the session an earlier one connected, like the SDKs after a reload.
function memoryProvider(chainId: number, storage: MemoryStorage = { disconnects: 0 }) {
  const events = new EventEmitter()
  const account = storage.session?.account ?? Wallet.createRandom().address
  const requests: string[] = []
  return {
    account,
    requests,
    events,
    get session() {
      return storage.session
    },
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    async connect() {
      events.emit('display_uri', 'wc:pairing@2?relay-protocol=irn')
      storage.session = { account }
    },
    async disconnect() {
      storage.session = undefined
      storage.disconnects++
    },
    async request({ method }: { method: string }) {
      requests.push(method)
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [account]
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      throw Object.assign(new Error('unsupported'), { code: 4200 })
    },
  }
}

describe('WalletConnect v2', () => {
  it("refuses to start without a project id: 'No project id provided'", async () => {
    await expect(
      connectWalletConnect({ projectId: undefined, onDisplayUri: () => {}, onDisconnect: () => {} }),
    ).rejects.toMatchObject({ code: 'WALLET_CONNECT_NO_PROJECT_ID', message: 'No project id provided' })
  })

  it('asks for eip155 chain 250 with its RPC map, shows the pairing URI, and disconnects on session_delete', async () => {
    const provider = memoryProvider(250)
    let init: WalletConnectInitOptions | undefined
    const uris: string[] = []
    let disconnected = 0
    const session = await connectWalletConnect({
      projectId: 'test-project',
      onDisplayUri: (uri) => uris.push(uri),
      onDisconnect: () => disconnected++,
      loadProvider: async (options) => {
        init = options
        return provider
      },
    })
    expect(init).toMatchObject({
      chains: [250],
      rpcMap: { 250: 'https://rpc.ftm.tools/' },
      showQrModal: false,
    })
    expect(uris).toEqual(['wc:pairing@2?relay-protocol=irn'])
    expect([session.address, session.signer.kind]).toEqual([provider.account, 'walletConnect'])
    provider.events.emit('session_delete')
    expect(disconnected).toBe(1)
  })
})

describe('WalletConnect v2 after a reload', () => {
  const options = { projectId: 'test-project', onDisconnect: () => {} }

  async function connectedStorage() {
    const storage: MemoryStorage = { disconnects: 0 }
    const first = memoryProvider(250, storage)
    await connectWalletConnect({ ...options, onDisplayUri: () => {}, loadProvider: async () => first })
    return { storage, account: first.account }
  }

  it('signs with the stored session that holds the account, without a new pairing', async () => {
    const { storage, account } = await connectedStorage()
    const reloaded = memoryProvider(250, storage)
    const uris: string[] = []
    reloaded.events.on('display_uri', (uri) => uris.push(uri))
    const restored = await restoreWalletConnect({
      ...options,
      address: account.toLowerCase(),
      loadProvider: async () => reloaded,
    })
    expect([await restored.signer.getAddress(), restored.signer.kind, uris]).toEqual([
      account,
      'walletConnect',
      [],
    ])
    await restored.disconnect()
    expect([storage.session, storage.disconnects]).toEqual([undefined, 1])
  })

  it("answers 'A provider is not set' when no stored session holds the account", async () => {
    const { storage } = await connectedStorage()
    const other = Wallet.createRandom().address
    for (const store of [storage, { disconnects: 0 }]) {
      await expect(
        restoreWalletConnect({
          ...options,
          address: other,
          loadProvider: async () => memoryProvider(250, store),
        }),
      ).rejects.toMatchObject({ code: 'WALLET_CONNECT_NO_PROVIDER', message: 'A provider is not set' })
    }
    await expect(restoreWalletConnect({ ...options, projectId: undefined, address: other })).rejects.toThrow(
      'No project id provided',
    )
  })

  it('ends a stored session on removal, and says when there was none', async () => {
    const { storage } = await connectedStorage()
    const load = async () => memoryProvider(250, storage)
    expect(await disconnectWalletConnect({ ...options, loadProvider: load })).toBe(true)
    expect(await disconnectWalletConnect({ ...options, loadProvider: load })).toBe(false)
    expect(storage.disconnects).toBe(1)
  })
})

describe('Coinbase Wallet', () => {
  it('creates its provider for the chain and disconnects it, which clears the stored session', async () => {
    const storage: MemoryStorage = { disconnects: 0 }
    await connectCoinbase({ loadProvider: async () => memoryProvider(250, storage) })
    let init: unknown
    await disconnectCoinbase({
      chainId: 4003,
      loadProvider: async (o) => {
        init = o
        return memoryProvider(4003, storage)
      },
    })
    expect([init, storage.disconnects]).toEqual([{ appName: 'Fantom Wallet', appChainIds: [4003] }, 1])
  })

  it('connects and flags a wrong chain for the notice window', async () => {
    const right = await connectCoinbase({ loadProvider: async () => memoryProvider(250) })
    expect([right.wrongChain, right.signer.kind]).toEqual([false, 'coinbase'])
    const wrong = await connectCoinbase({ loadProvider: async () => memoryProvider(1) })
    expect(wrong.wrongChain).toBe(true)
  })
})
