/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register'
import { createPwaUpdates, setPwaUpdates } from './pwaUpdates.js'

/** Our own hashed files and the runtime config this page loaded (performance entries), for the worker to keep. */
export function loadedAssetUrls(entries: readonly PerformanceEntry[], origin: string): string[] {
  return entries
    .map((entry) => new URL(entry.name, origin))
    .filter(
      (url) =>
        url.origin === origin && (url.pathname.startsWith('/assets/') || url.pathname === '/config.json'),
    )
    .map((url) => url.href)
}

/**
 * On the first visit the page loaded its chunks before the service worker existed: once the worker is active, ask
 * it to cache them through its runtime routes (workbox's CACHE_URLS message), so the screens already seen also work
 * offline (docs/behaviour/app-shell.md#offline-and-the-first-visit).
 */
function cacheAssetsLoadedBeforeTheWorker(): void {
  if (navigator.serviceWorker.controller) return
  void navigator.serviceWorker.ready.then((registration) => {
    const urlsToCache = loadedAssetUrls(performance.getEntriesByType('resource'), location.origin)
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } })
  })
}

/** Registers the service worker; a new version waits until the person reloads through the update prompt. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  setPwaUpdates(
    createPwaUpdates((options) =>
      registerSW({ ...options, onRegisteredSW: cacheAssetsLoadedBeforeTheWorker }),
    ),
  )
}
