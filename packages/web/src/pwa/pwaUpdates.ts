// A new version of the app is announced, never applied by itself (docs/behaviour/app-shell.md#updates): the
// service worker registers with registerType 'prompt', waits, and takes over only when the person presses Reload —
// so no open tab reloads in the middle of a confirmation.

/** What vite-plugin-pwa's `registerSW` offers (the part we use). */
export type RegisterServiceWorker = (options: {
  immediate?: boolean
  onNeedRefresh?: () => void
}) => (reloadPage?: boolean) => Promise<void>

export interface PwaUpdates {
  /** A new version is installed and waits. */
  isAvailable(): boolean
  subscribe(listener: () => void): () => void
  /** Lets the waiting version take over and reloads the page. */
  reload(): Promise<void>
}

/** Registers the service worker and tracks whether a new version waits. */
export function createPwaUpdates(register: RegisterServiceWorker): PwaUpdates {
  let available = false
  const listeners = new Set<() => void>()
  const update = register({
    immediate: true,
    onNeedRefresh() {
      available = true
      for (const listener of listeners) listener()
    },
  })
  return {
    isAvailable: () => available,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reload: () => update(true),
  }
}

const none: PwaUpdates = {
  isAvailable: () => false,
  subscribe: () => () => undefined,
  reload: async () => undefined,
}

let current: PwaUpdates = none

/** The app's updates (none until registerServiceWorker ran, and none without service workers). */
export function getPwaUpdates(): PwaUpdates {
  return current
}

export function setPwaUpdates(updates: PwaUpdates): void {
  current = updates
}
