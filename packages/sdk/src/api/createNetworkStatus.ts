export type NetworkStatusState = 'online' | 'offline'

/** Where online/offline comes from: the browser's `navigator.onLine` + events by default. */
export interface NetworkStatusSource {
  isOnline(): boolean
  /** Calls `listener` when the connectivity may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/** The device's connectivity (spec 01 §4 "Network"), separate from whether the API answers. */
export interface NetworkStatus {
  getState(): NetworkStatusState
  subscribe(listener: (state: NetworkStatusState) => void): () => void
  /** Stops listening to the source. */
  destroy(): void
}

interface BrowserLike {
  navigator?: { onLine?: boolean }
  addEventListener?: (type: string, listener: () => void) => void
  removeEventListener?: (type: string, listener: () => void) => void
}

/** The browser's online/offline events; always online where there is no `navigator` (Node, the CLI). */
export function createBrowserNetworkSource(
  target: BrowserLike = globalThis as BrowserLike,
): NetworkStatusSource {
  return {
    isOnline: () => target.navigator?.onLine !== false,
    subscribe(listener) {
      target.addEventListener?.('online', listener)
      target.addEventListener?.('offline', listener)
      return () => {
        target.removeEventListener?.('online', listener)
        target.removeEventListener?.('offline', listener)
      }
    },
  }
}

/**
 * Observable online/offline state of the device.
 *
 * @example
 * const network = createNetworkStatus()
 * network.subscribe((s) => showOfflinePopover(s === 'offline'))
 */
export function createNetworkStatus(
  source: NetworkStatusSource = createBrowserNetworkSource(),
): NetworkStatus {
  let state: NetworkStatusState = source.isOnline() ? 'online' : 'offline'
  const listeners = new Set<(state: NetworkStatusState) => void>()
  const unsubscribe = source.subscribe(() => {
    const next: NetworkStatusState = source.isOnline() ? 'online' : 'offline'
    if (next === state) return
    state = next
    for (const listener of [...listeners]) listener(state)
  })
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    destroy: unsubscribe,
  }
}
