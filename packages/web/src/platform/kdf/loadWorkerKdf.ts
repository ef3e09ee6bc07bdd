// The entries' and screens' way to the KDF worker (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
// registerWorkerKdf.ts (ethers' scrypt and pbkdf2, and the SDK's key derivation with its zod schemas) loads by a
// dynamic import: a static one would put those modules before the entry's own code, so zod would build schemas
// before strictCsp.ts makes it jitless (its eval probe is a CSP violation), and the welcome screen would load them.

let loading: Promise<typeof import('./registerWorkerKdf.js')> | undefined
const load = () => {
  loading ??= import('./registerWorkerKdf.js')
  return loading
}

/**
 * Loads the code and registers the worker's scrypt with ethers, once: a password field calls it when it shows
 * (ui/Field.tsx), so the code is there before that field's form can be sent, even with a password the browser
 * filled in and a click as the page's only input (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
 */
export function loadWorkerKdf(): void {
  void load().then((kdf) => {
    kdf.registerWorkerKdf()
  })
}

const PASSWORD_FIELD = 'input[type="password"]'

/**
 * The entries' safety net for a password field not made by ui/Field: a pointer press, touch, key press or focus while
 * the page shows a password field loads the code. Inputs on a page without one (a chart's tab, a menu) load none of
 * it: every key is derived from a password the page asks for, or in a window that preloads it (preloadKdf). The
 * welcome screen loads none of this code (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
 */
export function startWorkerKdf(): void {
  const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const
  const start = () => {
    if (!document.querySelector(PASSWORD_FIELD)) return
    for (const type of events) window.removeEventListener(type, start, true)
    loadWorkerKdf()
  }
  for (const type of events) window.addEventListener(type, start, { capture: true, passive: true })
}

/** Registers it if not yet done and starts the worker: the create and restore windows and the password step. */
export function preloadKdf(): void {
  void load().then((kdf) => {
    kdf.registerWorkerKdf()
    return kdf.preloadKdf()
  })
}
