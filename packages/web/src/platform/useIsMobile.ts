import { useSyncExternalStore } from 'react'

// The layout switches to the mobile bottom bar up to 768 px; the same width decides the "mobile" behaviour of
// docs/behaviour/wallets-and-accounts.md#account-header (no keystore download, address actions in a popover).
const MOBILE_QUERY = '(max-width: 768px)'

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(MOBILE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

export function isMobileNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches
}

/** True on a mobile-sized screen. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false)
}
