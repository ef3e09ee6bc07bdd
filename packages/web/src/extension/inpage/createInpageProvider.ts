import { RPC_ERRORS, TO_CONTENT, TO_INPAGE, type WireError } from '../protocol.js'
import { DEFAULT_PROVIDER_SETTINGS, type ProviderSettings } from '../providerSettings.js'

type Listener = (...args: unknown[]) => void

/** EIP-1193 error given to the site: `code` as EIP-1193/EIP-1474 define it. */
class ProviderError extends Error {
  readonly code: number
  constructor({ code, message }: WireError) {
    super(message)
    this.code = code
  }
}

/** The EIP-1193 provider a page gets (through EIP-6963, and as `window.ethereum` when the user asks for it). */
export interface InpageProvider {
  readonly isFtmWallet: true
  /** True unless the user turned it off (docs/behaviour/extension.md#compatibility). */
  readonly isMetaMask: boolean
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>
  on(event: string, listener: Listener): InpageProvider
  addListener(event: string, listener: Listener): InpageProvider
  once(event: string, listener: Listener): InpageProvider
  removeListener(event: string, listener: Listener): InpageProvider
  off(event: string, listener: Listener): InpageProvider
  removeAllListeners(event?: string): InpageProvider
  /** True while the wallet answers (after `connect`, until `disconnect`). */
  isConnected(): boolean
  /** Legacy: `eth_requestAccounts`. */
  enable(): Promise<unknown>
  /** Legacy callback form of `request` (web3.js 1, older dApps). */
  sendAsync(
    payload: { id?: number | string; method: string; params?: unknown[] },
    callback: (error: Error | null, response?: unknown) => void,
  ): void
}

/**
 * An EIP-1193 provider in the page's own world (docs/behaviour/extension.md#provider-methods). Requests go to the
 * content script by window.postMessage (same window, same origin); answers and the events `accountsChanged`,
 * `chainChanged` come back the same way. `connect` ({chainId}) is emitted once the wallet has answered, `disconnect`
 * (4900) when the extension cannot be reached, then `connect` again when it answers. It holds nothing secret: the
 * accounts it knows are the ones the wallet gave this site.
 */
export function createInpageProvider(
  win: Window,
  settings: ProviderSettings = DEFAULT_PROVIDER_SETTINGS,
): InpageProvider & { applySettings(settings: ProviderSettings): void } {
  let nextId = 1
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  const listeners = new Map<string, Set<Listener>>()
  let accounts = '[]'
  let chainId: string | null = null
  let connected = false
  let isMetaMask = settings.isMetaMask

  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(value)
      } catch (error) {
        // A site's listener failing must not break the provider; the site sees its own error in the console.
        console.error(error)
      }
    }
  }
  const seeAccounts = (list: unknown) => {
    if (!Array.isArray(list)) return
    const json = JSON.stringify(list)
    if (json === accounts) return
    accounts = json
    emit('accountsChanged', list)
  }
  const seeConnected = (id: string) => {
    if (connected) return
    connected = true
    emit('connect', { chainId: id })
  }
  /** The wallet's event always reaches listeners; an eth_chainId answer only when it differs from a known id. */
  const seeChain = (id: unknown, announced: boolean) => {
    if (typeof id !== 'string') return
    seeConnected(id)
    if (id === chainId) return
    const before = chainId
    chainId = id
    if (announced || before !== null) emit('chainChanged', id)
  }
  const seeDisconnected = (error: WireError) => {
    if (!connected) return
    connected = false
    emit('disconnect', new ProviderError(error))
  }

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win || event.origin !== win.location.origin) return
    const data = event.data as Record<string, unknown> | null
    if (!data || data.target !== TO_INPAGE) return
    if (data.event === 'accountsChanged') return seeAccounts(data.data)
    if (data.event === 'chainChanged') return seeChain(data.data, true)
    const waiting = typeof data.id === 'number' ? pending.get(data.id) : undefined
    if (!waiting) return
    pending.delete(data.id as number)
    if (data.error) waiting.reject(new ProviderError(data.error as WireError))
    else waiting.resolve(data.result)
  })

  const send = (method: string, params: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve, reject })
      win.postMessage({ target: TO_CONTENT, id, method, params }, win.location.origin)
    })

  const request: InpageProvider['request'] = async (args) => {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
      throw new ProviderError({ code: -32600, message: 'Invalid request: expected { method, params? }' })
    }
    if (args.params !== undefined && (typeof args.params !== 'object' || args.params === null)) {
      throw new ProviderError({
        code: -32600,
        message: "Invalid request: 'params' must be an array or an object",
      })
    }
    const params = args.params === undefined ? [] : Array.isArray(args.params) ? args.params : [args.params]
    let result: unknown
    try {
      result = await send(args.method, params)
    } catch (error) {
      if ((error as ProviderError).code === RPC_ERRORS.DISCONNECTED.code) seeDisconnected(error as WireError)
      throw error
    }
    if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') seeAccounts(result)
    if (args.method === 'eth_chainId') seeChain(result, false)
    else if (!connected) {
      // The wallet answered: learn its chain for `connect` (the answer to the site is not held up).
      void send('eth_chainId', []).then(
        (id) => seeChain(id, false),
        () => undefined,
      )
    }
    return result
  }

  const add = (event: string, listener: Listener) => {
    if (typeof listener !== 'function') throw new TypeError('The listener must be a function')
    const set = listeners.get(event) ?? new Set()
    set.add(listener)
    listeners.set(event, set)
    return provider
  }
  const remove = (event: string, listener: Listener) => {
    listeners.get(event)?.delete(listener)
    return provider
  }

  const provider = {
    isFtmWallet: true as const,
    get isMetaMask() {
      return isMetaMask
    },
    request,
    on: add,
    addListener: add,
    once(event: string, listener: Listener) {
      const wrapped: Listener = (...args) => {
        remove(event, wrapped)
        listener(...args)
      }
      return add(event, wrapped)
    },
    removeListener: remove,
    off: remove,
    removeAllListeners(event?: string) {
      if (event === undefined) listeners.clear()
      else listeners.delete(event)
      return provider
    },
    isConnected: () => connected,
    enable: () => request({ method: 'eth_requestAccounts' }),
    sendAsync(
      payload: { id?: number | string; method: string; params?: unknown[] },
      callback: (error: Error | null, response?: unknown) => void,
    ) {
      const base = { jsonrpc: '2.0', id: payload?.id ?? null }
      request({ method: payload?.method, params: payload?.params ?? [] }).then(
        (result) => callback(null, { ...base, result }),
        (error: ProviderError) =>
          callback(error, { ...base, error: { code: error.code, message: error.message } }),
      )
    },
    applySettings(next: ProviderSettings) {
      isMetaMask = next.isMetaMask
    },
  }
  return provider
}
