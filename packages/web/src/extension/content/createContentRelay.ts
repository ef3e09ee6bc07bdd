import { isSupportedMethod, parsePageRequest } from '../parsePageRequest.js'
import { PROVIDER_PORT, RPC_ERRORS, TO_INPAGE, type WorkerReply } from '../protocol.js'

interface Port {
  postMessage(message: unknown): void
  onMessage: { addListener(listener: (message: unknown) => void): void }
  onDisconnect: { addListener(listener: () => void): void }
}

export interface ContentRelayParameters {
  window: Window
  connect(name: string): Port
  /** Interval of the keep-alive while a request waits for the user (the worker sleeps after 30 s idle). */
  keepAliveMs?: number
  /** Delay before a connected site's port is reopened after the worker went away. */
  reconnectMs?: number
}

/** Id of the relay's own eth_accounts after a reconnect (the provider numbers its requests from 1). */
const RESYNC_ID = 0
const ACCOUNT_METHODS: ReadonlySet<string> = new Set(['eth_accounts', 'eth_requestAccounts'])

/**
 * The content script: takes requests the page's provider posts (same window, same origin, checked shape, known
 * method) to the worker over a port, and posts the answers and events back to the page. Nothing the page sends
 * is shown or forwarded unchecked; the worker learns the site's origin from the browser, not from the page.
 */
export function createContentRelay(parameters: ContentRelayParameters) {
  const { window: win, connect, keepAliveMs = 20_000, reconnectMs = 1000 } = parameters
  let port: Port | null = null
  /** Requests waiting for the worker, by id, with their method. */
  const waiting = new Map<number, string>()
  /** The site holds a grant: keep its port open, so it hears accountsChanged and chainChanged. */
  let connectedSite = false
  /** The port closed while the site was connected: the next port asks for its accounts once. */
  let needsResync = false
  let keepAlive: ReturnType<typeof setInterval> | undefined

  const toPage = (message: object) => win.postMessage({ ...message, target: TO_INPAGE }, win.location.origin)
  const settle = (id: number) => {
    waiting.delete(id)
    if (waiting.size === 0 && keepAlive !== undefined) {
      clearInterval(keepAlive)
      keepAlive = undefined
    }
  }

  const open = (): Port => {
    if (port) return port
    const opened = connect(PROVIDER_PORT)
    opened.onMessage.addListener((message) => {
      const reply = message as WorkerReply
      if ('event' in reply) {
        if (reply.event === 'accountsChanged') connectedSite = reply.data.length > 0
        return toPage(reply)
      }
      const method = waiting.get(reply.id)
      settle(reply.id)
      if ('result' in reply && Array.isArray(reply.result) && ACCOUNT_METHODS.has(method ?? '')) {
        connectedSite = reply.result.length > 0
        // The answer to the relay's own resync reaches the page as an event (the provider drops repeats).
        if (reply.id === RESYNC_ID) return toPage({ event: 'accountsChanged', data: reply.result })
      }
      if (reply.id !== RESYNC_ID) toPage(reply)
    })
    // The worker went away (idle or update): pending requests fail. A connected site's port is reopened, and
    // asks for its accounts once, so a change made meanwhile still reaches the site.
    opened.onDisconnect.addListener(() => {
      if (port === opened) port = null
      for (const id of [...waiting.keys()]) {
        settle(id)
        if (id !== RESYNC_ID) toPage({ id, error: RPC_ERRORS.DISCONNECTED })
      }
      if (connectedSite) {
        needsResync = true
        setTimeout(resync, reconnectMs)
      }
    })
    port = opened
    return opened
  }

  const send = (id: number, method: string, params: unknown[]) => {
    waiting.set(id, method)
    keepAlive ??= setInterval(() => port?.postMessage({ keepAlive: true }), keepAliveMs)
    open().postMessage({ id, method, params })
    // A request of the page reopened the port first: the resync still goes out on it.
    resync()
  }
  function resync() {
    if (!needsResync || !connectedSite) return
    needsResync = false
    send(RESYNC_ID, 'eth_accounts', [])
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win || event.origin !== win.location.origin) return
    const request = parsePageRequest(event.data)
    if (!request || request.id === RESYNC_ID) return
    if (!isSupportedMethod(request.method)) {
      toPage({ id: request.id, error: RPC_ERRORS.UNSUPPORTED_METHOD })
      return
    }
    send(request.id, request.method, request.params)
  }

  win.addEventListener('message', onMessage)
  // The port opens with the page's first request, so a page that never asks does not wake the worker.
  return { stop: () => win.removeEventListener('message', onMessage) }
}
