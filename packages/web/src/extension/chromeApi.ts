// The few chrome.* extension APIs the extension uses, typed here instead of pulling in @types/chrome.

export interface ChromePort {
  readonly name: string
  readonly sender?: { origin?: string; url?: string; id?: string; tab?: { id?: number } }
  postMessage(message: unknown): void
  disconnect(): void
  onMessage: { addListener(listener: (message: unknown) => void): void }
  onDisconnect: { addListener(listener: () => void): void }
}

export interface ChromeStorageArea {
  get(keys: string | string[]): Promise<Record<string, unknown>>
  set(items: Record<string, unknown>): Promise<void>
  /** Chrome 102+; on `local` it keeps content scripts out (checked in Chromium 156). */
  setAccessLevel?(options: {
    accessLevel: 'TRUSTED_CONTEXTS' | 'TRUSTED_AND_UNTRUSTED_CONTEXTS'
  }): Promise<void>
}

export interface ChromeMessageSender {
  id?: string
  origin?: string
  url?: string
  tab?: { id?: number }
}

export interface ChromeApi {
  runtime: {
    id: string
    getURL(path: string): string
    connect(info: { name: string }): ChromePort
    sendMessage(message: unknown): Promise<unknown>
    onConnect: { addListener(listener: (port: ChromePort) => void): void }
    onMessage: {
      addListener(
        listener: (
          message: unknown,
          sender: ChromeMessageSender,
          reply: (answer: unknown) => void,
        ) => boolean,
      ): void
    }
  }
  storage: {
    local: ChromeStorageArea
    /** Readable by content scripts: only the provider settings live here. */
    sync?: ChromeStorageArea
    onChanged: {
      addListener(listener: (changes: Record<string, unknown>, area: string) => void): void
    }
  }
  windows: {
    create(options: {
      url: string
      type: 'popup'
      width: number
      height: number
      focused?: boolean
    }): Promise<{
      id?: number
    }>
    onRemoved: { addListener(listener: (windowId: number) => void): void }
  }
  tabs: { create(options: { url: string }): Promise<unknown> }
}

/** The extension APIs when this code runs inside the extension; undefined in the plain web app and in tests. */
export function getChrome(): ChromeApi | undefined {
  const api = (globalThis as { chrome?: Partial<ChromeApi> }).chrome
  return api?.runtime?.id ? (api as ChromeApi) : undefined
}

/** chrome.storage.local as the small get/set store that sitePermissions wants. */
export function createChromeStore(area: ChromeStorageArea) {
  return {
    get: async (key: string) => (await area.get(key))[key],
    set: (key: string, value: unknown) => area.set({ [key]: value }),
  }
}
