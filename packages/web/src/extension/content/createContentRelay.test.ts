// @vitest-environment node
// The in-page provider, the content relay and the worker's request handling wired together; only the browser's
// window messaging and the runtime port are stood in for (the e2e test runs them in Chromium).
import { computeAddressFromPrivateKey } from '@ftm-wallet/sdk'
import { describe, expect, it } from 'vitest'
import { createRequestHandler } from '../background/createRequestHandler.js'
import { announceProvider } from '../inpage/announceProvider.js'
import { createInpageProvider, type InpageProvider } from '../inpage/createInpageProvider.js'
import { setWindowEthereum } from '../inpage/windowEthereum.js'
import { createTestNetworkStore } from '../networkStore.test-util.js'
import { toWireError } from '../ProviderRpcError.js'
import { TO_CONTENT } from '../protocol.js'
import { createSitePermissions } from '../sitePermissions.js'
import { createContentRelay } from './createContentRelay.js'

const SITE = 'http://127.0.0.1:8080'
const key = () => `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`
const granted = computeAddressFromPrivateKey(key())
const other = computeAddressFromPrivateKey(key())

/** A window whose postMessage delivers to itself with `source` and `origin` set, as browsers do. */
function pageWindow(origin: string) {
  const win = new EventTarget() as unknown as Window
  const deliver = (data: unknown, from: string, source: unknown) =>
    setTimeout(
      () => win.dispatchEvent(Object.assign(new Event('message'), { data, origin: from, source })),
      0,
    )
  Object.assign(win, {
    location: { origin },
    postMessage: (data: unknown, target: string) => target === origin && deliver(data, origin, win),
  })
  return { win, deliver }
}

function setup() {
  const map = new Map<string, unknown>()
  const permissions = createSitePermissions({
    get: async (k) => map.get(k),
    set: async (k, v) => void map.set(k, v),
  })
  const handler = createRequestHandler({
    permissions,
    getWalletAccounts: async () => [granted, other],
    networks: createTestNetworkStore(),
    fetchChainId: async () => 4003,
    rpc: async () => '0x1',
    openWindow: async () => 1,
  })
  const { win, deliver } = pageWindow(SITE)
  const reachedWorker: unknown[] = []
  const listeners: ((message: unknown) => void)[] = []
  const disconnects: (() => void)[] = []
  let connections = 0
  const emit = (message: unknown) => {
    for (const listener of listeners) listener(message)
  }
  const port = {
    postMessage(message: unknown) {
      reachedWorker.push(message)
      const request = message as { id?: number; method: string; params: unknown[] }
      if (request.id === undefined) return
      handler.request(SITE, request).then(
        (result) => emit({ id: request.id, result }),
        (error: unknown) => emit({ id: request.id, error: toWireError(error) }),
      )
    },
    onMessage: { addListener: (l: (message: unknown) => void) => void listeners.push(l) },
    onDisconnect: { addListener: (l: () => void) => void disconnects.push(l) },
  }
  createContentRelay({
    window: win,
    connect: () => {
      connections += 1
      return port
    },
    reconnectMs: 5,
  })
  /** The worker stops (idle): the port closes. */
  const stopWorker = () => {
    const fire = disconnects.splice(0)
    listeners.length = 0
    for (const listener of fire) listener()
  }
  const provider = createInpageProvider(win)
  return {
    provider,
    permissions,
    handler,
    reachedWorker,
    deliver,
    emit,
    win,
    stopWorker,
    connections: () => connections,
  }
}

const codeOf = (promise: Promise<unknown>) => promise.then(null, (e: { code: number }) => e.code)

describe('provider, content script and worker', () => {
  it('answers a site’s requests through the relay', async () => {
    const { provider, permissions } = setup()
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xfa3')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await permissions.setGrantedAccounts(SITE, [granted])
    expect(await provider.request({ method: 'eth_accounts', params: [] })).toEqual([granted])
    expect(
      await codeOf(
        provider.request({ method: 'eth_sendTransaction', params: [{ from: other, to: granted }] }),
      ),
    ).toBe(4100)
  })

  it('refuses unknown methods in the content script, before the worker hears of them', async () => {
    const { provider, reachedWorker } = setup()
    expect(await codeOf(provider.request({ method: 'eth_sign', params: [granted, '0x00'] }))).toBe(4200)
    expect(reachedWorker).toEqual([])
  })

  it('ignores messages from another origin or another window, and malformed ones', async () => {
    const { deliver, reachedWorker, win } = setup()
    const request = { target: TO_CONTENT, id: 1, method: 'eth_accounts', params: [] }
    deliver(request, 'https://evil.example', win)
    deliver(request, SITE, {})
    deliver({ ...request, id: 'x' }, SITE, win)
    deliver({ ...request, params: 'no' }, SITE, win)
    await new Promise((r) => setTimeout(r, 20))
    expect(reachedWorker).toEqual([])
    deliver(request, SITE, win)
    await new Promise((r) => setTimeout(r, 20))
    expect(reachedWorker).toHaveLength(1)
  })

  it('tells the site’s listeners when its accounts change, once per change', async () => {
    const { provider, emit } = setup()
    const heard: unknown[] = []
    provider.on('accountsChanged', (accounts) => heard.push(accounts))
    await provider.request({ method: 'eth_accounts' })
    emit({ event: 'accountsChanged', data: [granted] })
    emit({ event: 'accountsChanged', data: [granted] })
    emit({ event: 'accountsChanged', data: [] })
    await new Promise((r) => setTimeout(r, 20))
    expect(heard).toEqual([[granted], []])
  })

  it('reopens a connected site’s port after the worker stopped, and reports a revoke made meanwhile', async () => {
    const { provider, permissions, stopWorker, connections } = setup()
    const heard: unknown[] = []
    provider.on('accountsChanged', (accounts) => heard.push(accounts))
    await permissions.setGrantedAccounts(SITE, [granted])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([granted])
    stopWorker()
    await permissions.revoke(SITE)
    await new Promise((r) => setTimeout(r, 50))
    expect(connections()).toBe(2)
    expect(heard).toEqual([[granted], []])
    // Not connected any more: a stop now leaves the port closed.
    stopWorker()
    await new Promise((r) => setTimeout(r, 50))
    expect(connections()).toBe(2)
  })

  it('passes the wallet’s chainChanged on to the site', async () => {
    const { provider, emit } = setup()
    const heard: unknown[] = []
    provider.on('chainChanged', (chainId) => heard.push(chainId))
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xfa3')
    emit({ event: 'chainChanged', data: '0xfa4' })
    emit({ event: 'chainChanged', data: '0xfa4' })
    await new Promise((r) => setTimeout(r, 20))
    expect(heard).toEqual(['0xfa4'])
  })
})

describe('EIP-6963 announcement', () => {
  it('announces a frozen provider detail now and on every request event', () => {
    const { win } = pageWindow(SITE)
    const details: { info: Record<string, string>; provider: InpageProvider }[] = []
    win.addEventListener('eip6963:announceProvider', (e) => details.push((e as CustomEvent).detail))
    const provider = createInpageProvider(win)
    announceProvider(win, provider)
    win.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    const [first] = details
    expect(first?.info).toMatchObject({ name: 'Fantom Wallet', rdns: 'org.ftm-wallet' })
    expect(first?.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(first?.provider).toBe(provider)
    expect(Object.isFrozen(first) && Object.isFrozen(first?.info)).toBe(true)
  })
})

describe('MetaMask-compatible surface', () => {
  it('is flagged isMetaMask unless the setting turns it off', () => {
    const { win } = pageWindow(SITE)
    const provider = createInpageProvider(win)
    expect(provider.isMetaMask).toBe(true)
    provider.applySettings({ isMetaMask: false, defaultWallet: false })
    expect(provider.isMetaMask).toBe(false)
  })

  it('emits connect with the chain id once the wallet answers, and disconnect (4900) when it cannot be reached', async () => {
    const { provider, stopWorker } = setup()
    const heard: [string, unknown][] = []
    provider.on('connect', (info) => heard.push(['connect', info]))
    provider.on('disconnect', (error) => heard.push(['disconnect', (error as { code: number }).code]))
    expect(provider.isConnected()).toBe(false)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await new Promise((r) => setTimeout(r, 20))
    expect(heard).toEqual([['connect', { chainId: '0xfa3' }]])
    expect(provider.isConnected()).toBe(true)
    // The worker goes away while a request waits: that request fails with 4900 and the site hears disconnect.
    const waiting = codeOf(provider.request({ method: 'eth_requestAccounts' }))
    await new Promise((r) => setTimeout(r, 5))
    stopWorker()
    expect(await waiting).toBe(4900)
    expect(heard.at(-1)).toEqual(['disconnect', 4900])
    expect(provider.isConnected()).toBe(false)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xfa3')
    expect(heard.at(-1)).toEqual(['connect', { chainId: '0xfa3' }])
  })

  it('answers the legacy enable() and sendAsync(), and once() listens once', async () => {
    const { provider, permissions } = setup()
    await permissions.setGrantedAccounts(SITE, [granted])
    expect(await provider.enable()).toEqual([granted])
    const response = await new Promise((resolve) =>
      provider.sendAsync({ id: 7, method: 'eth_chainId' }, (_error, r) => resolve(r)),
    )
    expect(response).toEqual({ jsonrpc: '2.0', id: 7, result: '0xfa3' })
    let calls = 0
    provider.once('chainChanged', () => calls++)
    await provider.request({ method: 'eth_chainId' })
    await new Promise((r) => setTimeout(r, 5))
    expect(calls).toBe(0)
  })

  it('provides window.ethereum only when asked, and never replaces another wallet’s when off', () => {
    const { win } = pageWindow(SITE)
    const provider = createInpageProvider(win)
    const target = win as unknown as { ethereum?: unknown }
    const initialized: string[] = []
    win.addEventListener('ethereum#initialized', (e) => initialized.push(e.type))
    setWindowEthereum(win, provider, false)
    expect(target.ethereum).toBeUndefined()
    setWindowEthereum(win, provider, true)
    expect(target.ethereum).toBe(provider)
    expect(initialized).toEqual(['ethereum#initialized'])
    // A page's plain assignment does not replace the default wallet.
    target.ethereum = { other: true }
    expect(target.ethereum).toBe(provider)
    setWindowEthereum(win, provider, false)
    expect(target.ethereum).toBeUndefined()
    // Another wallet's window.ethereum stays when the setting is off.
    const other = { isMetaMask: true }
    target.ethereum = other
    setWindowEthereum(win, provider, false)
    expect(target.ethereum).toBe(other)
  })
})
