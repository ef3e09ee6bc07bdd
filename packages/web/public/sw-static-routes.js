// Loaded by the service worker (vite.config.ts, workbox importScripts) before Workbox's own code. The worker answers
// only GET requests (the app's files, config.json); the API's and JSON-RPC's POSTs go straight to the network
// without waking it or waiting behind the files it serves (docs/behaviour/app-shell.md#offline-and-the-first-visit).
// Browsers without the static routing API (InstallEvent.addRoutes) keep passing them through the worker.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return
  event.waitUntil(
    event.addRoutes([{ condition: { requestMethod: 'POST' }, source: 'network' }]).catch(() => undefined),
  )
})
