import { type NetworkPreset, recoverMessageSigner, recoverTypedDataSigner } from '@ftm-wallet/sdk'
import type { CustomNetwork } from '../networkStore.js'
import { ProviderRpcError } from '../ProviderRpcError.js'
import { describeMessage } from '../pages/describeSignRequest.js'
import type {
  ExtensionMessage,
  PendingSiteRequest,
  PendingTransaction,
  SiteRequest,
} from '../parseExtensionMessage.js'
import { checkTransactionRequest } from '../parseTransactionRequest.js'
import type { PageRequest } from '../protocol.js'
import { READ_METHODS } from '../protocol.js'
import type { createSitePermissions } from '../sitePermissions.js'
import {
  accountsPermission,
  checkAddChain,
  checkPermissionRequest,
  checkPersonalSign,
  checkSignTypedData,
  checkSwitchChain,
  checkWatchAsset,
} from '../siteRequestParams.js'

/** What the worker needs of the network store (docs/behaviour/extension.md#networks). */
export interface HandlerNetworks {
  active(): Promise<NetworkPreset>
  findByChainId(chainId: number): Promise<NetworkPreset | undefined>
  setActive(id: string): Promise<boolean>
  addCustom(network: CustomNetwork): Promise<NetworkPreset>
}

export interface RequestHandlerDependencies {
  permissions: ReturnType<typeof createSitePermissions>
  /** The wallet's account addresses (what the wallet's pages last stored). */
  getWalletAccounts(): Promise<string[]>
  networks: HandlerNetworks
  /** Sends a read method to the active network's JSON-RPC endpoint. */
  rpc(method: string, params: unknown[]): Promise<unknown>
  /** Asks an RPC endpoint for its `eth_chainId` (wallet_addEthereumChain checks it before the user sees it). */
  fetchChainId(rpcUrl: string): Promise<number>
  /** Opens a wallet page (e.g. `/eip-send-transaction/ab12`) in its own window; resolves with the window id. */
  openWindow(path: string): Promise<number | undefined>
  /** Id of a pending request (default: 32 random hex digits). */
  createId?: () => string
}

interface Pending<T> {
  resolve(value: T): void
  reject(error: unknown): void
  windowId?: number | undefined
}

type PendingRequest = Pending<unknown> & PendingSiteRequest

const READS: ReadonlySet<string> = new Set(READ_METHODS)
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
const hexChainId = (chainId: number) => `0x${chainId.toString(16)}`

/**
 * What the service worker does with a site's request (origin as the browser reported it, never as the page
 * claims; docs/behaviour/extension.md#provider-methods). A site sees only the accounts granted to it; a request for
 * accounts opens /eip-select-accounts/{site}, a transaction /eip-send-transaction/{id}, a signature, a new network
 * or a token /eip-request/{id}; each waits for the page's answer, a refusal, or the window closing (4001). A site
 * has at most one such window open: a second request meanwhile is -32002.
 */
export function createRequestHandler(deps: RequestHandlerDependencies) {
  const createId = deps.createId ?? randomId
  const accountRequests = new Map<string, Pending<string[]>>()
  const transactions = new Map<string, Pending<`0x${string}`> & PendingTransaction>()
  const siteRequests = new Map<string, PendingRequest>()
  /** Origins with a wallet window open for them. */
  const busy = new Set<string>()

  const accountsFor = async (origin: string) =>
    deps.permissions.accountsFor(origin, await deps.getWalletAccounts())
  const chainId = async () => (await deps.networks.active()).chainId

  /**
   * Registers a pending answer, then opens the page that will give it. A window that cannot be opened ends the
   * request at once (nothing would ever answer it). The origin stays busy until the request settles.
   */
  const wait = async <T>(origin: string, register: (pending: Pending<T> | null) => void, path: string) => {
    if (busy.has(origin)) throw new ProviderRpcError('ALREADY_PENDING')
    busy.add(origin)
    let entry: Pending<T> | undefined
    const promise = new Promise<T>((resolve, reject) => {
      entry = { resolve, reject }
      register(entry)
    })
    try {
      const windowId = await deps.openWindow(path)
      if (entry) entry.windowId = windowId
    } catch {
      register(null)
      entry?.reject(new ProviderRpcError('INTERNAL', 'The wallet could not open its window.'))
    }
    return promise.finally(() => {
      register(null)
      busy.delete(origin)
    })
  }

  async function requestAccounts(origin: string, always = false): Promise<string[]> {
    if (!always) {
      const granted = await accountsFor(origin)
      if (granted.length > 0) return granted
    }
    if (accountRequests.has(origin)) throw new ProviderRpcError('ALREADY_PENDING')
    const path = `/eip-select-accounts/${encodeURIComponent(origin)}?request`
    return wait<string[]>(
      origin,
      (pending) => (pending ? accountRequests.set(origin, pending) : accountRequests.delete(origin)),
      path,
    )
  }

  /** The account must be one the site was granted: else 4100, and nothing tells the site whether it exists. */
  const requireGranted = async (origin: string, address: string) => {
    const granted = await accountsFor(origin)
    if (!granted.some((a) => a.toLowerCase() === address.toLowerCase())) {
      throw new ProviderRpcError('UNAUTHORIZED')
    }
  }

  async function sendTransaction(origin: string, params: unknown[]): Promise<`0x${string}`> {
    const checked = checkTransactionRequest(params[0], await chainId())
    if ('problem' in checked) {
      // docs/behaviour/signing.md#bad-input: the site learns which field is wrong; nothing is shown to the user.
      throw new ProviderRpcError('INVALID_PARAMS', `Invalid params: ${checked.problem.message}`)
    }
    const transaction = checked.request
    await requireGranted(origin, transaction.from)
    const id = createId()
    const register = (pending: Pending<`0x${string}`> | null) =>
      pending
        ? transactions.set(id, Object.assign(pending, { origin, transaction }))
        : transactions.delete(id)
    return wait(origin, register, `/eip-send-transaction/${id}`)
  }

  /** Opens /eip-request/{id} for a request the wallet shows and the user confirms or rejects. */
  function askUser(origin: string, request: SiteRequest): Promise<unknown> {
    const id = createId()
    const register = (pending: Pending<unknown> | null) =>
      pending ? siteRequests.set(id, Object.assign(pending, { origin, request })) : siteRequests.delete(id)
    return wait(origin, register, `/eip-request/${id}`)
  }

  async function switchChain(params: unknown[]): Promise<null> {
    const wanted = checkSwitchChain(params)
    const network = await deps.networks.findByChainId(wanted)
    if (!network)
      throw new ProviderRpcError(
        'UNRECOGNIZED_CHAIN',
        // MetaMask's wording (docs/behaviour/extension.md#metamask-sources): dApps match it to offer adding the chain.
        `Unrecognized chain ID "${hexChainId(wanted)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    if (network.chainId !== (await chainId())) await deps.networks.setActive(network.id)
    return null
  }

  async function addChain(origin: string, params: unknown[]): Promise<null> {
    const chain = checkAddChain(params)
    const known = await deps.networks.findByChainId(chain.chainId)
    // docs/behaviour/extension.md#networks: a chain the wallet knows is switched to, not added again.
    if (known) return switchChain([{ chainId: hexChainId(chain.chainId) }])
    let answered: number
    try {
      answered = await deps.fetchChainId(chain.rpcUrl)
    } catch {
      throw new ProviderRpcError(
        'INVALID_PARAMS',
        `Invalid params: the RPC endpoint ${chain.rpcUrl} did not answer eth_chainId`,
      )
    }
    if (answered !== chain.chainId) {
      throw new ProviderRpcError(
        'INVALID_PARAMS',
        `Invalid params: the RPC endpoint answers chain id ${hexChainId(answered)} (${answered}), not the requested ${hexChainId(chain.chainId)} (${chain.chainId})`,
      )
    }
    await askUser(origin, { method: 'wallet_addEthereumChain', chain })
    const added = await deps.networks.addCustom({
      chainId: chain.chainId,
      name: chain.chainName,
      rpcUrls: [chain.rpcUrl],
      nativeCurrency: chain.nativeCurrency,
      explorerUrl: chain.explorerUrl,
    })
    await deps.networks.setActive(added.id)
    return null
  }

  async function signMessage(origin: string, params: unknown[]): Promise<unknown> {
    const request = checkPersonalSign(params)
    await requireGranted(origin, request.address)
    const signature = await askUser(origin, { method: 'personal_sign', ...request })
    // The page's signature must be the account's, over these bytes: anything else never reaches the site.
    if (
      typeof signature !== 'string' ||
      recoverMessageSigner(describeMessage(request.message).bytes, signature) !== request.address
    ) {
      throw new ProviderRpcError('INTERNAL', 'The wallet could not sign the message.')
    }
    return signature
  }

  async function signTypedData(origin: string, params: unknown[]): Promise<unknown> {
    const request = checkSignTypedData(params)
    await requireGranted(origin, request.address)
    const signature = await askUser(origin, { method: 'eth_signTypedData_v4', ...request })
    if (
      typeof signature !== 'string' ||
      recoverTypedDataSigner(request.typedData, signature) !== request.address
    ) {
      throw new ProviderRpcError('INTERNAL', 'The wallet could not sign the typed data.')
    }
    return signature
  }

  async function permissionsOf(origin: string) {
    const accounts = await accountsFor(origin)
    const grant = accounts.length > 0 ? await deps.permissions.grantInfo(origin) : null
    return grant ? [accountsPermission(origin, accounts, grant)] : []
  }

  return {
    /** Answers one EIP-1193 request of a site. Throws ProviderRpcError (or the node's JSON-RPC error). */
    async request(origin: string, request: Pick<PageRequest, 'method' | 'params'>): Promise<unknown> {
      const { method, params } = request
      switch (method) {
        case 'eth_chainId':
          return hexChainId(await chainId())
        case 'net_version':
          return String(await chainId())
        case 'eth_accounts':
          return accountsFor(origin)
        case 'eth_requestAccounts':
          return requestAccounts(origin)
        case 'eth_sendTransaction':
          return sendTransaction(origin, params)
        case 'personal_sign':
          return signMessage(origin, params)
        case 'eth_signTypedData_v4':
          return signTypedData(origin, params)
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        case 'wallet_addEthereumChain':
          return addChain(origin, params)
        case 'wallet_watchAsset': {
          const asset = checkWatchAsset(params)
          await askUser(origin, { method: 'wallet_watchAsset', asset })
          return true
        }
        case 'wallet_getPermissions':
          return permissionsOf(origin)
        case 'wallet_requestPermissions':
          checkPermissionRequest(params)
          await requestAccounts(origin, true)
          return permissionsOf(origin)
        case 'wallet_revokePermissions':
          checkPermissionRequest(params)
          await deps.permissions.revoke(origin)
          return null
      }
      if (READS.has(method)) return deps.rpc(method, params)
      throw new ProviderRpcError('UNSUPPORTED_METHOD')
    },

    /** The accounts `origin` may see now. */
    accountsFor,

    /**
     * Handles a message of the wallet's own pages; answers `wallet_sendTransaction_ready` and
     * `wallet_siteRequest_ready` with the request.
     */
    async handleWalletMessage(
      message: ExtensionMessage,
    ): Promise<PendingTransaction | PendingSiteRequest | null> {
      switch (message.type) {
        case 'wallet_requestAccounts_done': {
          await deps.permissions.setGrantedAccounts(message.origin, message.accounts)
          const pending = accountRequests.get(message.origin)
          if (!pending) return null
          accountRequests.delete(message.origin)
          const granted = await accountsFor(message.origin)
          if (granted.length > 0) pending.resolve(granted)
          else pending.reject(new ProviderRpcError('USER_REJECTED'))
          return null
        }
        case 'wallet_requestAccounts_rejected':
          accountRequests.get(message.origin)?.reject(new ProviderRpcError('USER_REJECTED'))
          accountRequests.delete(message.origin)
          return null
        case 'wallet_sendTransaction_ready': {
          const pending = transactions.get(message.id)
          return pending ? { origin: pending.origin, transaction: pending.transaction } : null
        }
        case 'wallet_sendTransaction_done':
          transactions.get(message.id)?.resolve(message.hash)
          return null
        case 'wallet_sendTransaction_rejected':
          transactions.get(message.id)?.reject(new ProviderRpcError('USER_REJECTED'))
          return null
        case 'wallet_siteRequest_ready': {
          const pending = siteRequests.get(message.id)
          return pending ? { origin: pending.origin, request: pending.request } : null
        }
        case 'wallet_siteRequest_done': {
          const pending = siteRequests.get(message.id)
          if (!pending) return null
          const signing =
            pending.request.method === 'personal_sign' || pending.request.method === 'eth_signTypedData_v4'
          if (signing && !message.signature)
            pending.reject(new ProviderRpcError('INTERNAL', 'The wallet gave no signature.'))
          else pending.resolve(message.signature ?? null)
          return null
        }
        case 'wallet_siteRequest_rejected':
          siteRequests.get(message.id)?.reject(new ProviderRpcError('USER_REJECTED'))
          return null
      }
    },

    /** A wallet window closed: whatever it was asking the user is refused (4001), and its site may ask again. */
    windowClosed(windowId: number) {
      for (const pending of [
        ...accountRequests.values(),
        ...transactions.values(),
        ...siteRequests.values(),
      ]) {
        if (pending.windowId === windowId) pending.reject(new ProviderRpcError('USER_REJECTED'))
      }
    },
  }
}

export type RequestHandler = ReturnType<typeof createRequestHandler>
