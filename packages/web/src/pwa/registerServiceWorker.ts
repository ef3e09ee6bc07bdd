/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register'
import { createPwaUpdates, setPwaUpdates } from './pwaUpdates.js'

/** Registers the service worker; a new version waits until the person reloads through the update prompt. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  setPwaUpdates(createPwaUpdates(registerSW))
}
