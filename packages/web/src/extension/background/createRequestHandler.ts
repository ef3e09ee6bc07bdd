import { ProviderRpcError } from '../ProviderRpcError.js'
import type { ExtensionMessage, PendingTransaction } from '../parseExtensionMessage.js'
import { checkTransactionRequest } from '../parseTransactionRequest.js'
import type { PageRequest } from '../protocol.js'
import { READ_METHODS } from '../protocol.js'
import type { createSitePermissions } from '../sitePermissions.js'

export interface RequestHandlerDependencies {
  permissions: ReturnType<typeof createSitePermissions>
  /** The wallet's account addresses (what the wallet's pages last stored). */
  getWalletAccounts(): Promise<string[]>
  /** Chain id of the configured network. */
  getChainId(): Promise<number>
  /** Sends a read method to the configured network's JSON-RPC endpoint. */
  rpc(method: string, params: unknown[]): Promise<unknown>
  /** Opens a wallet page (e.g. `/eip-send-transaction/ab12`) in its own window; resolves with the window id. */
  openWindow(path: string): Promise<number | undefined>
  /** Id of a pending transaction (default: 32 random hex digits). */
  createId?: () => string
}

interface Pending<T> {
  resolve(value: T): void
  reject(error: unknown): void
  windowId?: number | undefined
}

const READS: ReadonlySet<string> = new Set(READ_METHODS)
const randomId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * What the service worker does with a site's request (origin as the browser reported it, never as the page
 * claims). A site sees only the accounts granted to it; a request for accounts opens
 * /eip-select-accounts/{site}, a transaction opens /eip-send-transaction/{id}, and both wait for the page's
 * message (`wallet_requestAccounts_done`, `wallet_sendTransaction_done`), a refusal, or the window closing.
 */
export function createRequestHandler(deps: RequestHandlerDependencies) {
  const createId = deps.createId ?? randomId
  const accountRequests = new Map<string, Pending<string[]>>()
  const transactions = new Map<string, Pending<`0x${string}`> & PendingTransaction>()

  const accountsFor = async (origin: string) =>
    deps.permissions.accountsFor(origin, await deps.getWalletAccounts())

  /**
   * Registers a pending answer, then opens the page that will give it. A window that cannot be opened ends the
   * request at once (nothing would ever answer it).
   */
  const wait = async <T>(register: (pending: Pending<T> | null) => void, path: string) => {
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
    return promise
  }

  async function requestAccounts(origin: string): Promise<string[]> {
    const granted = await accountsFor(origin)
    if (granted.length > 0) return granted
    if (accountRequests.has(origin)) throw new ProviderRpcError('ALREADY_PENDING')
    const path = `/eip-select-accounts/${encodeURIComponent(origin)}?request`
    return wait<string[]>(
      (pending) => (pending ? accountRequests.set(origin, pending) : accountRequests.delete(origin)),
      path,
    )
  }

  async function sendTransaction(origin: string, params: unknown[]): Promise<`0x${string}`> {
    const checked = checkTransactionRequest(params[0], await deps.getChainId())
    if ('problem' in checked) {
      // docs/behaviour/signing.md#bad-input: the site learns which field is wrong; nothing is shown to the user.
      throw new ProviderRpcError('INVALID_PARAMS', `Invalid params: ${checked.problem.message}`)
    }
    const transaction = checked.request
    if (!(await accountsFor(origin)).includes(transaction.from)) throw new ProviderRpcError('UNAUTHORIZED')
    const id = createId()
    const register = (pending: Pending<`0x${string}`> | null) =>
      pending
        ? transactions.set(id, Object.assign(pending, { origin, transaction }))
        : transactions.delete(id)
    return wait(register, `/eip-send-transaction/${id}`).finally(() => transactions.delete(id))
  }

  return {
    /** Answers one EIP-1193 request of a site. Throws ProviderRpcError (or the node's JSON-RPC error). */
    async request(origin: string, request: Pick<PageRequest, 'method' | 'params'>): Promise<unknown> {
      const { method, params } = request
      switch (method) {
        case 'eth_chainId':
          return `0x${(await deps.getChainId()).toString(16)}`
        case 'net_version':
          return String(await deps.getChainId())
        case 'eth_accounts':
          return accountsFor(origin)
        case 'eth_requestAccounts':
          return requestAccounts(origin)
        case 'eth_sendTransaction':
          return sendTransaction(origin, params)
      }
      if (READS.has(method)) return deps.rpc(method, params)
      throw new ProviderRpcError('UNSUPPORTED_METHOD')
    },

    /** The accounts `origin` may see now. */
    accountsFor,

    /** Handles a message of the wallet's own pages; answers `wallet_sendTransaction_ready` with the request. */
    async handleWalletMessage(message: ExtensionMessage): Promise<PendingTransaction | null> {
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
      }
    },

    /** A wallet window closed: whatever it was asking the user is refused (4001). */
    windowClosed(windowId: number) {
      for (const [origin, pending] of accountRequests) {
        if (pending.windowId !== windowId) continue
        accountRequests.delete(origin)
        pending.reject(new ProviderRpcError('USER_REJECTED'))
      }
      for (const pending of transactions.values()) {
        if (pending.windowId === windowId) pending.reject(new ProviderRpcError('USER_REJECTED'))
      }
    },
  }
}

export type RequestHandler = ReturnType<typeof createRequestHandler>
