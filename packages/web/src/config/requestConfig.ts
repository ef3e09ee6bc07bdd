/**
 * The runtime config's request: main.tsx imports this module first and reads the answer with loadRuntimeConfig
 * (docs/behaviour/app-shell.md#code-loaded-on-demand). index.html preloads the file while the page parses, so this
 * fetch usually finds the answer there (the browser hands a matching preload over) instead of asking only once the
 * entry's code has arrived.
 */
export const configRequest: Promise<Response> = fetch('/config.json', { cache: 'no-store' })
// Read (and any failure shown) by main.tsx; this only keeps an early failure from counting as unhandled meanwhile.
configRequest.catch(() => undefined)
