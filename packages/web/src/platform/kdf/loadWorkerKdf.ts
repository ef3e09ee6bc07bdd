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
 * Registers the worker's scrypt with ethers before the first key derivation: on the page's first input (every key is
 * derived after a click or a key press), or earlier when a window or the password step preloads it. The welcome
 * screen loads none of this code (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
 */
export function startWorkerKdf(): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const
  const start = () => {
    for (const type of events) window.removeEventListener(type, start, true)
    void load().then((kdf) => {
      kdf.registerWorkerKdf()
    })
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
