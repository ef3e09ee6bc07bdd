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
}

/**
 * The content script: takes requests the page's provider posts (same window, same origin, checked shape, known
 * method) to the worker over a port, and posts the answers and events back to the page. Nothing the page sends
 * is shown or forwarded unchecked; the worker learns the site's origin from the browser, not from the page.
 */
export function createContentRelay({ window: win, connect, keepAliveMs = 20_000 }: ContentRelayParameters) {
  let port: Port | null = null
  const waiting = new Set<number>()
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
      if ('id' in reply && typeof reply.id === 'number') settle(reply.id)
      toPage(reply)
    })
    // The worker went away (idle or update): pending requests fail, the next request reconnects.
    opened.onDisconnect.addListener(() => {
      if (port === opened) port = null
      for (const id of [...waiting]) {
        settle(id)
        toPage({ id, error: RPC_ERRORS.DISCONNECTED })
      }
    })
    port = opened
    return opened
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== win || event.origin !== win.location.origin) return
    const request = parsePageRequest(event.data)
    if (!request) return
    if (!isSupportedMethod(request.method)) {
      toPage({ id: request.id, error: RPC_ERRORS.UNSUPPORTED_METHOD })
      return
    }
    waiting.add(request.id)
    keepAlive ??= setInterval(() => port?.postMessage({ keepAlive: true }), keepAliveMs)
    open().postMessage({ id: request.id, method: request.method, params: request.params })
  }

  win.addEventListener('message', onMessage)
  // The port opens with the page's first request, so a page that never asks does not wake the worker.
  return { stop: () => win.removeEventListener('message', onMessage) }
}
