import type { InpageProvider } from './createInpageProvider.js'

/**
 * "Use Fantom Wallet as the browser's default wallet" (docs/behaviour/extension.md#compatibility). On: the provider
 * becomes `window.ethereum` (a page's later plain assignment does not replace it; `ethereum#initialized` tells
 * sites that wait for it). Off: `window.ethereum` is left alone — another wallet's stays — and only one this
 * provider set is taken away.
 */
export function setWindowEthereum(win: Window, provider: InpageProvider, on: boolean): void {
  const target = win as unknown as Record<string, unknown>
  const current = Object.getOwnPropertyDescriptor(win, 'ethereum')
  const ours = current?.get !== undefined && current.get() === provider
  if (!on) {
    if (ours) delete target.ethereum
    return
  }
  if (ours) return
  try {
    Object.defineProperty(win, 'ethereum', {
      configurable: true,
      enumerable: true,
      get: () => provider,
      set: () => undefined,
    })
  } catch {
    // Another wallet made window.ethereum unchangeable: it keeps it; sites still find this one by EIP-6963.
    return
  }
  win.dispatchEvent(new Event('ethereum#initialized'))
}
