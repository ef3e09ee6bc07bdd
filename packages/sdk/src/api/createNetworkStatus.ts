import { createObservableState } from './createObservableState.js'

export type NetworkStatusState = 'online' | 'offline'

/** Where online/offline comes from: the browser's `navigator.onLine` + events by default. */
export interface NetworkStatusSource {
  isOnline(): boolean
  /** Calls `listener` when the connectivity may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/**
 * The device's connectivity (docs/behaviour/app-shell.md#network-and-api-status), separate from whether the API
 * answers.
 */
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
  const read = (): NetworkStatusState => (source.isOnline() ? 'online' : 'offline')
  const { getState, subscribe, set } = createObservableState(read())
  const unsubscribe = source.subscribe(() => set(read()))
  return {
    getState,
    subscribe,
    destroy: unsubscribe,
  }
}
