/** The provider settings the wallet's popup keeps (docs/behaviour/extension.md#compatibility). */
export interface ProviderSettings {
  /** `isMetaMask: true` on the provider (on by default), for sites that enable their buttons only for it. */
  isMetaMask: boolean
  /** Also provide `window.ethereum` (off by default). */
  defaultWallet: boolean
}

export const DEFAULT_PROVIDER_SETTINGS: ProviderSettings = Object.freeze({
  isMetaMask: true,
  defaultWallet: false,
})

/** The stored settings, each one that is not a boolean taken at its default. */
export function readProviderSettings(raw: unknown): ProviderSettings {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>
  return {
    isMetaMask: typeof r.isMetaMask === 'boolean' ? r.isMetaMask : DEFAULT_PROVIDER_SETTINGS.isMetaMask,
    defaultWallet:
      typeof r.defaultWallet === 'boolean' ? r.defaultWallet : DEFAULT_PROVIDER_SETTINGS.defaultWallet,
  }
}
