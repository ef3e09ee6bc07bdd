/**
 * The runtime config's request, sent while the entry's other modules are still evaluating: main.tsx imports this
 * module first and reads the answer with loadRuntimeConfig (docs/behaviour/app-shell.md#code-loaded-on-demand).
 */
export const configRequest: Promise<Response> = fetch('/config.json', { cache: 'no-store' })
// Read (and any failure shown) by main.tsx; this only keeps an early failure from counting as unhandled meanwhile.
configRequest.catch(() => undefined)
