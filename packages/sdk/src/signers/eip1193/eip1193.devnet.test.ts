import type {} from '@ftm-wallet/devnet/vitest-setup'
import { JsonRpcProvider } from 'ethers'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { mainnet } from '../../constants/networks.js'
import {
  addEip1193Chain,
  createEip1193Signer,
  requestEip1193Accounts,
  watchEip1193Asset,
  watchEip1193Events,
} from './createEip1193Signer.js'
import { createDevnetEip1193Provider, type DevnetEip1193Provider } from './devnetEip1193Provider.test-util.js'
import { discoverEip1193Providers } from './provider.js'

const devnet = inject('devnet')
let provider: DevnetEip1193Provider
const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('resolved'),
    (e) => e,
  )

beforeAll(async () => {
  provider = await createDevnetEip1193Provider(devnet.rpcUrl, 4003)
})

const tx = (nonce: bigint, chainId = 4003) => ({
  to: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  value: 10n ** 18n,
  data: '0x' as const,
  nonce,
  gasPrice: 2_000_000_000n,
  gasLimit: 21_000n,
  chainId,
})

describe('EIP-1193 signer (devnet-backed wallet)', () => {
  it('connects, sends with from = the account, and the devnet mines it', async () => {
    const [address] = await requestEip1193Accounts(provider)
    expect(address).toBe(provider.wallet.address)
    const signer = createEip1193Signer({ provider, address: address ?? '', chainId: 4003 })
    expect([signer.kind, signer.confirmation]).toEqual(['eip1193', 'external'])
    const hash = await signer.sendTransaction(tx(0n))
    const receipt = await new JsonRpcProvider(devnet.rpcUrl, 4003, {
      staticNetwork: true,
    }).waitForTransaction(hash)
    expect([receipt?.status, receipt?.from]).toEqual([1, provider.wallet.address])
    const sent = provider.calls.find((c) => c.method === 'eth_sendTransaction')?.params as [{ from: string }]
    expect(sent[0].from).toBe(provider.wallet.address)
  })

  it('forwards a contract creation without `to`; the wallet deploys it', async () => {
    const signer = createEip1193Signer({ provider, address: provider.wallet.address, chainId: 4003 })
    const rpc = new JsonRpcProvider(devnet.rpcUrl, 4003, { staticNetwork: true })
    const nonce = BigInt(await rpc.getTransactionCount(provider.wallet.address, 'pending'))
    // Creation code that deploys the 1-byte contract STOP (docs/behaviour/signing.md#contract-creation).
    const creation = { ...tx(nonce), to: null, value: 0n, data: '0x6001600c60003960016000f300' as const }
    const hash = await signer.sendTransaction({ ...creation, gasLimit: 100_000n })
    const sent = provider.calls.filter((c) => c.method === 'eth_sendTransaction').at(-1)?.params as [object]
    expect(Object.keys(sent[0])).not.toContain('to')
    const receipt = await rpc.waitForTransaction(hash)
    expect(receipt?.contractAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(await rpc.getCode(receipt?.contractAddress as string)).toBe('0x00')
  })

  it("maps 4001 to 'Transaction rejected', -32002 to 'Request already pending', and refuses other chains", async () => {
    const signer = createEip1193Signer({ provider, address: provider.wallet.address, chainId: 4003 })
    provider.failNext('eth_sendTransaction', 4001)
    expect(await rejection(signer.sendTransaction(tx(1n)))).toMatchObject({
      code: 'SIGNER_REJECTED',
      message: 'Transaction rejected',
    })
    provider.failNext('eth_requestAccounts', -32002)
    expect(await rejection(requestEip1193Accounts(provider))).toMatchObject({
      code: 'EIP1193_REQUEST_PENDING',
      message: 'Request already pending',
    })
    expect(await rejection(signer.sendTransaction(tx(1n, 250)))).toMatchObject({
      code: 'SIGNER_CHAIN_MISMATCH',
    })
    expect(await rejection(signer.signTransaction(tx(1n)))).toMatchObject({ code: 'SIGNER_UNSUPPORTED' })
  })

  it('adds the network and an asset with the spec texts', async () => {
    expect(await addEip1193Chain(provider, mainnet)).toBe('Fantom Opera Mainnet was added to Metamask')
    const add = provider.calls.find((c) => c.method === 'wallet_addEthereumChain')?.params as unknown[]
    expect(add[0]).toEqual({
      chainId: '0xfa',
      chainName: 'Fantom Opera Mainnet',
      nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
      rpcUrls: [mainnet.rpcUrl],
      blockExplorerUrls: [mainnet.explorer.url],
    })
    const token = { address: provider.wallet.address, symbol: 'FUSD', decimals: 18 }
    expect(await watchEip1193Asset(provider, token)).toBe('Asset FUSD was added to Metamask')
  })

  it('surfaces chainChanged, accountsChanged and disconnect until unsubscribed', () => {
    const seen: unknown[] = []
    const stop = watchEip1193Events(provider, {
      onChainChanged: (id) => seen.push(id),
      onAccountsChanged: (a) => seen.push(a),
      onDisconnect: () => seen.push('disconnect'),
    })
    provider.emit('chainChanged', '0xfa')
    provider.emit('accountsChanged', [provider.wallet.address.toLowerCase()])
    provider.emit('disconnect', new Error('gone'))
    stop()
    provider.emit('chainChanged', '0x1')
    expect(seen).toEqual([250, [provider.wallet.address], 'disconnect'])
  })

  it("discovers EIP-6963 wallets, falls back to window.ethereum, else 'Metamask is not installed.'", async () => {
    const target = new EventTarget()
    const info = { uuid: 'u1', name: 'Test', icon: 'data:,', rdns: 'test.wallet' }
    target.addEventListener('eip6963:requestProvider', () =>
      target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider } })),
    )
    expect((await discoverEip1193Providers(target, { timeoutMs: 5 })).map((p) => p.info.rdns)).toEqual([
      'test.wallet',
    ])
    const legacy = Object.assign(new EventTarget(), { ethereum: provider })
    expect((await discoverEip1193Providers(legacy, { timeoutMs: 5 }))[0]?.provider).toBe(provider)
    expect(await rejection(discoverEip1193Providers(new EventTarget(), { timeoutMs: 5 }))).toMatchObject({
      code: 'EIP1193_NOT_INSTALLED',
      message: 'Metamask is not installed.',
    })
  })
})
