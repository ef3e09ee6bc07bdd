import type { InpageProvider } from './createInpageProvider.js'

/** Fantom blue circle; a data URI, as EIP-6963 asks (no remote image). */
const ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#1969ff"/>' +
      '<path d="M11 8h10v4h-6v3h5v4h-5v5h-4z" fill="#fff"/></svg>',
  )

/** What EIP-6963 says about this wallet. The uuid is new for every page load, as the EIP requires. */
export const PROVIDER_INFO = {
  name: 'Fantom Wallet',
  icon: ICON,
  rdns: 'org.ftm-wallet',
} as const

/**
 * Announces the provider (EIP-6963 `eip6963:announceProvider`) now and whenever a page asks
 * (`eip6963:requestProvider`). Nothing is put on `window.ethereum`: sites find this wallet the EIP-6963 way.
 */
export function announceProvider(win: Window, provider: InpageProvider): void {
  const info = Object.freeze({ ...PROVIDER_INFO, uuid: crypto.randomUUID() })
  const detail = Object.freeze({ info, provider })
  const announce = () => win.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  win.addEventListener('eip6963:requestProvider', announce)
  announce()
}
