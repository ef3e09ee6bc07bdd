import { EIP1193_MESSAGES, Eip1193Error } from './Eip1193Error.js'

/** An EIP-1193 provider: what MetaMask, Coinbase Wallet, WalletConnect and this wallet's extension inject. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | object }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

/** EIP-6963 provider info. */
export interface Eip6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface DiscoveredProvider {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}

type WindowLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & {
  ethereum?: Eip1193Provider
}

/**
 * Finds injected wallets: EIP-6963 announcements answered within `timeoutMs`, else the legacy `window.ethereum`.
 * None at all fails with 'Metamask is not installed.' (docs/behaviour/signers.md#injected-wallets).
 */
export async function discoverEip1193Providers(
  target: WindowLike,
  { timeoutMs = 100 }: { timeoutMs?: number } = {},
): Promise<DiscoveredProvider[]> {
  const found = new Map<string, DiscoveredProvider>()
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<DiscoveredProvider>).detail
    if (detail?.info?.uuid && typeof detail.provider?.request === 'function')
      found.set(detail.info.uuid, detail)
  }
  target.addEventListener('eip6963:announceProvider', listener)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  await new Promise((resolve) => setTimeout(resolve, timeoutMs))
  target.removeEventListener('eip6963:announceProvider', listener)
  if (found.size > 0) return [...found.values()]
  if (target.ethereum && typeof target.ethereum.request === 'function') {
    const info = { uuid: 'window.ethereum', name: 'Browser wallet', icon: '', rdns: '' }
    return [{ info, provider: target.ethereum }]
  }
  throw new Eip1193Error('EIP1193_NOT_INSTALLED', EIP1193_MESSAGES.notInstalled)
}
