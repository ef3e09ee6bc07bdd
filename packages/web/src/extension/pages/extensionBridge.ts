import { type ChromeApi, createChromeStore, getChrome } from '../chromeApi.js'
import type { ExtensionMessage, PendingTransaction } from '../parseExtensionMessage.js'
import { createSitePermissions } from '../sitePermissions.js'

/** What the external-site pages need from the extension: the worker's messages and the stored grants. */
export interface ExtensionBridge {
  send(message: ExtensionMessage): Promise<unknown>
  readyTransaction(id: string): Promise<PendingTransaction | null>
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
    permissions: createSitePermissions(createChromeStore(chrome.storage.local)),
    openWallet: () => void chrome.tabs.create({ url: chrome.runtime.getURL('popup.html#/') }),
  }
}

/** Text of the pages when they are opened outside the extension. */
export const NOT_IN_EXTENSION =
  'Site connections are available in the browser-extension version of the wallet.'
