/**
 * The cache the runtime config's offline copy is kept in: the page's own (below) and, where the browser has no static
 * routing for the service worker, the worker's network-first route for config.json (vite.config.ts) write the same one.
 */
export const CONFIG_CACHE = 'runtime-config'

/**
 * The runtime config's request, made once a load by the page's boot script (app/bootRequests.ts), which reads the
 * answer as soon as it comes (docs/behaviour/app-shell.md#code-loaded-on-demand). index.html also preloads the file
 * while the page parses, so this fetch finds the answer there (the browser hands a matching preload over). The
 * request goes to the server, past the service worker (a static route, public/sw-static-routes.js), so this page keeps
 * the offline copy: each answer is stored, and the stored one answers when the server cannot be reached
 * (docs/behaviour/app-shell.md#offline-and-the-first-visit).
 */
export function requestConfig(): Promise<Response> {
  const request = fetch('/config.json', { cache: 'no-store' }).then(
    (response) => {
      if (response.ok && typeof caches !== 'undefined') {
        const copy = response.clone()
        caches
          .open(CONFIG_CACHE)
          .then((cache) => cache.put('/config.json', copy))
          .catch(() => undefined)
      }
      return response
    },
    async (error: unknown) => {
      const stored =
        typeof caches === 'undefined'
          ? undefined
          : await caches.match('/config.json', { cacheName: CONFIG_CACHE }).catch(() => undefined)
      if (stored) return stored
      throw error
    },
  )
  // Read (and any failure shown) by main.tsx; this only keeps an early failure from counting as unhandled meanwhile.
  request.catch(() => undefined)
  return request
}
