import '../platform/zodJitless.js'
import type { NetworkPreset } from '@ftm-wallet/sdk'
import { runtimeConfigOf } from '../config/loadRuntimeConfig.js'
import type { RuntimeConfig } from '../config/parseRuntimeConfig.js'
import { createNetworkStore } from '../extension/networkStore.js'
import { earlyPairSeriesOperation } from '../features/pair/earlyPairSeries.js'
import { createLocalNetworkStorage } from '../platform/networks/localNetworkStorage.js'
import { BOOT_KEY, type BootRequests, LAST_CONFIG_KEY, startBootRequests } from './bootRequests.js'

// The page's early entry (docs/decisions.md#web-start-up): index.html loads this module with a script of its own,
// `async`, ahead of the app's entry. The page's first requests are already out by then: the boot script
// (app/bootEntry.ts, a classic script at the top of index.html's head) sent config.json's request and the stored
// wallets' balance request with the last config the page read, and opened the keystore table's database; this module
// takes them over (app/bootRequests.ts; on a page that never ran that script it starts them itself), checks the
// early requests against config.json once it is read, and hands them on. main.tsx imports the same module (one
// instance per page), takes the config and the network from it, and the network's API client takes the request's
// answer as the answer of its own first balance request (`earlyBalancesFor`). Nothing here builds a schema; its first
// import makes zod jitless for every chunk the page loads after it (platform/zodJitless.ts).

/** What the boot script started, taken once (or started now when it never ran). */
const boot: BootRequests = (() => {
  const holder = globalThis as Record<symbol, BootRequests | undefined>
  const started = holder[BOOT_KEY]
  delete holder[BOOT_KEY]
  return started ?? startBootRequests()
})()

// The pair page's early series request asked with a "now" the app's page must ask with too (features/pair/pairEntry.ts
// keeps it in this bundle's instance of the module): remembered here when the boot script sent it.
if (boot.pairNow !== undefined) earlyPairSeriesOperation(location, boot.pairNow)

/**
 * The keystore table's database, opening from the start: the app's stored wallets are ready only once it has been
 * checked against the account list, and opening it is the slow part (app/earlyStart.ts takes this opening).
 * Undefined where IndexedDB is not available; the app's store then reports that itself.
 */
export const keystoreOpening: Promise<IDBDatabase> | undefined = boot.keystoreOpening

/** The runtime config (config.json), parsed from the answer the boot script read. */
export const runtimeConfig: Promise<RuntimeConfig> = boot.config.then((answer) =>
  runtimeConfigOf('/config.json', answer),
)
// A config that parsed is kept for the next load (written only when it changed).
runtimeConfig
  .then(() => boot.config)
  .then(({ text }) => {
    if (text !== undefined && localStorage.getItem(LAST_CONFIG_KEY) !== text)
      localStorage.setItem(LAST_CONFIG_KEY, text)
  })
  .catch(() => undefined)

const localNetworks = createLocalNetworkStorage({
  getItem: (key) => localStorage.getItem(key),
  setItem: (key, value) => localStorage.setItem(key, value),
})

/** The network store over local storage (docs/behaviour/networks.md); read at call time, so a page without storage fails in `load`. */
export const networkStore = createNetworkStore(localNetworks, () => runtimeConfig)

const sameEndpoints = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((url, i) => url === b[i])

/**
 * The networks and the active one, as the first render uses them (this load's config.json). Before it settles, the
 * early requests are checked against it: those sent with the last config to other endpoints than this config's
 * active network names are aborted, and the requests are sent again to the right ones — so an answer from an endpoint
 * the config no longer names is never taken (docs/decisions.md#web-start-up).
 */
export const initialChoice = boot.sentWithLastConfig
  .then(() => networkStore.load())
  .then((choice) => {
    const sent = boot.early[0]
    if (boot.asks && !(sent && sameEndpoints(sent.endpoints, choice.network.apiUrls))) {
      for (const request of boot.early) request.controller.abort()
      boot.early = []
      boot.send(choice.network)
    }
    return choice
  })
// Read (and any failure shown) by main.tsx; this only keeps an early failure from counting as unhandled meanwhile.
initialChoice.catch(() => undefined)

/**
 * Settles once the early balance request is out (or it turned out there is none to send): at once when it went with
 * the last config, else once this load's config has answered.
 */
export const earlyRequestSent: Promise<void> = boot.sentWithLastConfig.then(() =>
  boot.early.length > 0
    ? undefined
    : initialChoice.then(
        () => undefined,
        () => undefined,
      ),
)

/**
 * What the API client of `network` needs to take the early requests as its own: the endpoint they went to (the
 * client starts there) and a fetch that answers the client's request with an early response when it is the same
 * request — same endpoint, same body — and fetches anything else. Undefined when no early request went to this
 * network's endpoints. Each early response is handed over once; aborting the client's attempt aborts it.
 */
export function earlyBalancesFor(
  network: NetworkPreset,
): { firstEndpoint: number; fetch: typeof fetch } | undefined {
  const first = boot.early[0]
  if (
    !first ||
    first.endpoints.length !== network.apiUrls.length ||
    first.endpoints.some((url, i) => url !== network.apiUrls[i])
  )
    return undefined
  const adopting: typeof fetch = (input, init) => {
    const request = boot.early.find((r) => input === r.url && init?.body === r.body)
    if (!request || !init) return fetch(input, init)
    boot.early = boot.early.filter((r) => r !== request)
    const signal = init.signal
    if (signal?.aborted) request.controller.abort(signal.reason)
    else signal?.addEventListener('abort', () => request.controller.abort(signal.reason), { once: true })
    return request.response
  }
  return { firstEndpoint: first.index, fetch: adopting }
}

// Top-level await: the app's modules import this one, so they evaluate only once the request is out. Their evaluation
// is one long task on the page's thread, which would otherwise hold back a request that waits for this load's config
// (a first visit). A request sent with the last config does not wait for config.json, and neither do they: the
// config's answer, read by the boot script, is taken by `start()` once it is in (docs/decisions.md#web-start-up).
await earlyRequestSent
