import { EventEmitter } from 'node:events'
import { Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { connectCoinbase } from '../coinbase/connectCoinbase.js'
import { connectWalletConnect, type WalletConnectInitOptions } from './connectWalletConnect.js'

// The real SDKs need their relay / Coinbase servers, which this machine cannot reach: these tests inject an
// in-memory EIP-1193 provider in place of the lazily imported SDK and check our wiring around it.
function memoryProvider(chainId: number) {
  const events = new EventEmitter()
  const account = Wallet.createRandom().address
  const requests: string[] = []
  return {
    account,
    requests,
    events,
    on: (event: string, listener: (...args: unknown[]) => void) => events.on(event, listener),
    async connect() {
      events.emit('display_uri', 'wc:pairing@2?relay-protocol=irn')
    },
    async disconnect() {},
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

describe('Coinbase Wallet', () => {
  it('connects and flags a wrong chain for the notice window', async () => {
    const right = await connectCoinbase({ loadProvider: async () => memoryProvider(250) })
    expect([right.wrongChain, right.signer.kind]).toEqual([false, 'coinbase'])
    const wrong = await connectCoinbase({ loadProvider: async () => memoryProvider(1) })
    expect(wrong.wrongChain).toBe(true)
  })
})
