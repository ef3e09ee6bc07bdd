// Loaded by the service worker (vite.config.ts, workbox importScripts) before Workbox's own code. The worker answers
// only the app's own files: the API's and JSON-RPC's POSTs and the runtime config go straight to the network without
// waking it or waiting behind the files it serves (docs/behaviour/app-shell.md#offline-and-the-first-visit); the page
// keeps the config's offline copy itself (src/config/requestConfig.ts). Browsers without the static routing API
// (InstallEvent.addRoutes) keep passing them through the worker, whose own route for config.json asks the network first.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return
  const routes = [{ condition: { requestMethod: 'POST' }, source: 'network' }]
  if (typeof URLPattern === 'function')
    routes.push({
      condition: { urlPattern: new URLPattern({ pathname: '/config.json' }) },
      source: 'network',
    })
  event.waitUntil(event.addRoutes(routes).catch(() => undefined))
})
