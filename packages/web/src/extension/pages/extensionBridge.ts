import { type ChromeApi, createChromeStore, getChrome } from '../chromeApi.js'
import type { ExtensionMessage, PendingSiteRequest, PendingTransaction } from '../parseExtensionMessage.js'
import { PROVIDER_SETTINGS_KEY } from '../protocol.js'
import { type ProviderSettings, readProviderSettings } from '../providerSettings.js'
import { createSitePermissions } from '../sitePermissions.js'

/** What the external-site pages need from the extension: the worker's messages and the stored grants. */
export interface ExtensionBridge {
  send(message: ExtensionMessage): Promise<unknown>
  readyTransaction(id: string): Promise<PendingTransaction | null>
  /** A site's signature, network or token request waiting in /eip-request/{id}, or null when it is gone. */
  readySiteRequest(id: string): Promise<PendingSiteRequest | null>
  /** The provider settings (docs/behaviour/extension.md#compatibility). */
  providerSettings: {
    get(): Promise<ProviderSettings>
    set(settings: ProviderSettings): Promise<void>
  }
  permissions: ReturnType<typeof createSitePermissions>
  /** Opens the full wallet in a browser tab. */
  openWallet(): void
}

/** The bridge inside the extension; null in the plain web wallet, where no site can reach these pages. */
export function getExtensionBridge(chrome: ChromeApi | undefined = getChrome()): ExtensionBridge | null {
  if (!chrome) return null
  const send = (message: ExtensionMessage) => chrome.runtime.sendMessage(message)
  return {
    send,
    readyTransaction: async (id) =>
      ((await send({ type: 'wallet_sendTransaction_ready', id })) as PendingTransaction | null) ?? null,
    readySiteRequest: async (id) =>
      ((await send({ type: 'wallet_siteRequest_ready', id })) as PendingSiteRequest | null) ?? null,
    providerSettings: {
      get: async () =>
        readProviderSettings(
          (await chrome.storage.sync?.get(PROVIDER_SETTINGS_KEY))?.[PROVIDER_SETTINGS_KEY],
        ),
      set: async (settings) => {
        await chrome.storage.sync?.set({ [PROVIDER_SETTINGS_KEY]: settings })
      },
    },
    permissions: createSitePermissions(createChromeStore(chrome.storage.local)),
    openWallet: () => void chrome.tabs.create({ url: chrome.runtime.getURL('popup.html#/') }),
  }
}

/** Text of the pages when they are opened outside the extension. */
export const NOT_IN_EXTENSION =
  'Site connections are available in the browser-extension version of the wallet.'
