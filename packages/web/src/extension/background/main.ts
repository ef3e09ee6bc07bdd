// The extension's service worker: holds pending site requests, keeps per-origin permissions and talks to the
// configured network. Every page message is checked (origin from the browser, shape) before it is acted on.
// First: no schema may be built before zod is jitless (extension pages allow no eval either).
import '../../platform/strictCsp.js'
import { type ChromePort, createChromeStore, getChrome } from '../chromeApi.js'
import {
  CONFIG_KEYS,
  forgetExtensionConfig,
  getExtensionNetworkStore,
  loadExtensionConfig,
} from '../loadExtensionConfig.js'
import { toWireError } from '../ProviderRpcError.js'
import { parseExtensionMessage } from '../parseExtensionMessage.js'
import { parsePageRequest } from '../parsePageRequest.js'
import { PROVIDER_PORT, TO_CONTENT, WALLET_ACCOUNTS_KEY, type WorkerReply } from '../protocol.js'
import { createSitePermissions, parseSiteOrigin, SITE_PERMISSIONS_KEY } from '../sitePermissions.js'
import { createRequestHandler } from './createRequestHandler.js'
import { createRpcProxy, fetchChainId } from './createRpcProxy.js'

const chrome = getChrome()
if (!chrome) throw new Error('background.js runs only as the extension’s service worker')

// Grants and the wallet's addresses are for the worker and the wallet's pages only: content scripts (which run in
// the sites' renderers) may not read chrome.storage at all.
chrome.storage.local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' }).catch((error: unknown) => {
  // An older browser without this on `local`: the extension still works, with Chrome's default access.
  console.warn('chrome.storage.local.setAccessLevel failed', error)
})

const store = createChromeStore(chrome.storage.local)
const permissions = createSitePermissions(store)
const network = () => loadExtensionConfig(chrome).then((config) => config.network)
const extensionOrigin = new URL(chrome.runtime.getURL('/')).origin

const networks = getExtensionNetworkStore(chrome)

const handler = createRequestHandler({
  permissions,
  getWalletAccounts: async () => {
    const stored = await store.get(WALLET_ACCOUNTS_KEY)
    return Array.isArray(stored) ? stored.filter((a): a is string => typeof a === 'string') : []
  },
  networks: {
    active: network,
    findByChainId: networks.findByChainId,
    setActive: networks.setActive,
    addCustom: networks.addCustom,
  },
  rpc: createRpcProxy(async () => (await network()).rpcUrl),
  fetchChainId: (rpcUrl) => fetchChainId(rpcUrl),
  openWindow: async (path) => {
    const url = chrome.runtime.getURL(`popup.html#${path}`)
    const window = await chrome.windows.create({ url, type: 'popup', width: 440, height: 680, focused: true })
    return window.id
  },
})

/** The chain id connected sites last heard of (chainChanged only when it changes). */
let lastChainId: string | undefined
void network().then(({ chainId }) => {
  lastChainId = `0x${chainId.toString(16)}`
})

/** Each open site connection and the accounts it last heard of. */
const ports = new Map<ChromePort, { origin: string; accounts: string }>()
const post = (port: ChromePort, reply: WorkerReply) => port.postMessage(reply)

chrome.runtime.onConnect.addListener((port) => {
  const origin = parseSiteOrigin(port.sender?.origin)
  if (port.name !== PROVIDER_PORT || !origin) return port.disconnect()
  const state = { origin, accounts: '[]' }
  ports.set(port, state)
  void handler.accountsFor(origin).then((accounts) => {
    state.accounts = JSON.stringify(accounts)
  })
  port.onDisconnect.addListener(() => ports.delete(port))
  port.onMessage.addListener((message) => {
    // The content script already checked the shape; check again, the worker trusts no page.
    const request = parsePageRequest({ ...(message as object), target: TO_CONTENT })
    if (!request) return
    handler.request(origin, request).then(
      (result) => post(port, { id: request.id, result }),
      (error: unknown) => post(port, { id: request.id, error: toWireError(error) }),
    )
  })
})

// Only the wallet's own pages (chrome-extension://<this id>/…) may answer site requests.
chrome.runtime.onMessage.addListener((message, sender, reply) => {
  if (sender.id !== chrome.runtime.id || sender.origin !== extensionOrigin) return false
  const parsed = parseExtensionMessage(message)
  if (!parsed) return false
  handler.handleWalletMessage(parsed).then(reply, () => reply(null))
  return true
})

chrome.windows.onRemoved.addListener((windowId) => handler.windowClosed(windowId))

// A grant toggled, revoked, or an account removed from the wallet: tell each connected site what it may see now.
// Another network configured: tell each connected site its new chain id.
chrome.storage.onChanged.addListener((changes, area) => {
  if (area !== 'local') return
  if (CONFIG_KEYS.some((key) => key in changes)) {
    forgetExtensionConfig()
    void network().then(({ chainId }) => {
      const data = `0x${chainId.toString(16)}` as const
      if (data === lastChainId) return
      lastChainId = data
      for (const port of ports.keys()) post(port, { event: 'chainChanged', data })
    })
  }
  if (!(WALLET_ACCOUNTS_KEY in changes || SITE_PERMISSIONS_KEY in changes)) return
  for (const [port, state] of ports) {
    void handler.accountsFor(state.origin).then((accounts) => {
      const json = JSON.stringify(accounts)
      if (json === state.accounts) return
      state.accounts = json
      post(port, { event: 'accountsChanged', data: accounts })
    })
  }
})
