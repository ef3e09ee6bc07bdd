import { TO_CONTENT, TO_INPAGE, type WireError } from '../protocol.js'

type Listener = (...args: unknown[]) => void

/** EIP-1193 error given to the site. */
class ProviderError extends Error {
  readonly code: number
  constructor({ code, message }: WireError) {
    super(message)
    this.code = code
  }
}

/** The EIP-1193 provider a page gets (through EIP-6963). */
export interface InpageProvider {
  readonly isFtmWallet: true
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>
  on(event: string, listener: Listener): InpageProvider
  removeListener(event: string, listener: Listener): InpageProvider
}

/**
 * An EIP-1193 provider in the page's own world. Requests go to the content script by window.postMessage (same
 * window, same origin); answers and the events `accountsChanged` and `chainChanged` come back the same way. It
 * holds nothing secret: the accounts it knows are the ones the wallet gave this site.
 */
export function createInpageProvider(win: Window): InpageProvider {
  let nextId = 1
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  const listeners = new Map<string, Set<Listener>>()
  let accounts = '[]'
  let chainId: string | null = null

  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) {
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
  /** The wallet's event always reaches listeners; an eth_chainId answer only when it differs from a known id. */
  const seeChain = (id: unknown, announced: boolean) => {
    if (typeof id !== 'string' || id === chainId) return
    const before = chainId
    chainId = id
    if (announced || before !== null) emit('chainChanged', id)
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

  const provider: InpageProvider = {
    isFtmWallet: true,
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderError({ code: -32600, message: 'Invalid request' })
      }
      const params = args.params === undefined ? [] : Array.isArray(args.params) ? args.params : [args.params]
      const id = nextId++
      const result = await new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject })
        win.postMessage({ target: TO_CONTENT, id, method: args.method, params }, win.location.origin)
      })
      if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') seeAccounts(result)
      if (args.method === 'eth_chainId') seeChain(result, false)
      return result
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider
}
