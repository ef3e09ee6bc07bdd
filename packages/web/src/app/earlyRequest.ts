import '../platform/zodJitless.js'
import {
  accountBalancesOperation,
  graphqlRequestInit,
  type NetworkPreset,
  openKeystoreDatabase,
} from '@ftm-wallet/sdk'
import { loadRuntimeConfig } from '../config/loadRuntimeConfig.js'
import { parseRuntimeConfig, type RuntimeConfig } from '../config/parseRuntimeConfig.js'
import { configRequest } from '../config/requestConfig.js'
import { createNetworkStore } from '../extension/networkStore.js'
import { earlyPairSeriesOperation } from '../features/pair/earlyPairSeries.js'
import { createLocalNetworkStorage } from '../platform/networks/localNetworkStorage.js'

// The page's early entry (docs/decisions.md#web-start-up): index.html loads this module with a script of its own,
// `async`, ahead of the app's entry, so it runs as soon as its few small files are in — before React, the router and
// the screens have loaded. It reads the active network and the stored wallets' addresses and sends their balance
// request (and, opened at a pair's address, that page's chart series: features/pair/earlyPairSeries.ts) with the last
// config the page read, then checks them against config.json (preloaded by index.html) once it answers. main.tsx imports the same module (one instance per page), takes the
// config and the network from it, and the network's API client takes the request's answer as the answer of its own
// first balance request (`earlyBalancesFor`). Nothing here builds a schema; its first import makes zod jitless for
// every chunk the page loads after it (platform/zodJitless.ts).

/**
 * The keystore table's database, opening from the start: the app's stored wallets are ready only once it has been
 * checked against the account list, and opening it is the slow part (app/earlyStart.ts takes this opening).
 * Undefined where IndexedDB is not available; the app's store then reports that itself.
 */
export const keystoreOpening: Promise<IDBDatabase> | undefined = (() => {
  try {
    if (typeof indexedDB === 'undefined') return undefined
    const opening = openKeystoreDatabase(indexedDB)
    opening.catch(() => undefined)
    return opening
  } catch {
    return undefined
  }
})()

/**
 * Where the page keeps the last config.json it read (its text): the next load sends its early request with it,
 * before config.json has answered, and checks it against the answer (below).
 */
export const LAST_CONFIG_KEY = 'lastConfig.v1'

let configText: Promise<string> | undefined

/** The runtime config (config.json), parsed. */
export const runtimeConfig: Promise<RuntimeConfig> = loadRuntimeConfig('/config.json', async () => {
  const response = await configRequest
  if (response.ok) configText = response.clone().text()
  return response
})
// A config that parsed is kept for the next load (written only when it changed).
runtimeConfig
  .then(() => configText)
  .then((text) => {
    if (text !== undefined && localStorage.getItem(LAST_CONFIG_KEY) !== text)
      localStorage.setItem(LAST_CONFIG_KEY, text)
  })
  .catch(() => undefined)

/** The last config the page read, parsed; undefined when there is none or it does not parse. */
function lastConfig(): RuntimeConfig | undefined {
  try {
    const text = localStorage.getItem(LAST_CONFIG_KEY)
    return text === null ? undefined : parseRuntimeConfig(JSON.parse(text))
  } catch {
    return undefined
  }
}

const localNetworks = createLocalNetworkStorage({
  getItem: (key) => localStorage.getItem(key),
  setItem: (key, value) => localStorage.setItem(key, value),
})

/** The network store over local storage (docs/behaviour/networks.md); read at call time, so a page without storage fails in `load`. */
export const networkStore = createNetworkStore(localNetworks, () => runtimeConfig)

/** Where the SDK's browser storage keeps the account list (createBrowserStorage's prefix + the accounts record). */
const ACCOUNTS_ITEM = 'ftm-wallet:accounts'
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The stored wallets' addresses, read straight from the account list's record (`{ version, data: { accounts } }`),
 * in its order; none when the record is missing or does not read as expected. This read only decides what the early
 * request asks for: the app reads and checks the list itself, and takes the answer only when it asks for the same.
 */
function readStoredAddresses(): string[] {
  try {
    const accounts = JSON.parse(localStorage.getItem(ACCOUNTS_ITEM) ?? 'null')?.data?.accounts
    if (!Array.isArray(accounts)) return []
    const addresses = accounts.map((account) => account?.address)
    return addresses.every((a) => typeof a === 'string' && ADDRESS.test(a)) ? addresses : []
  } catch {
    return []
  }
}

interface EarlyRequest {
  endpoints: readonly string[]
  /** Index of the endpoint asked (picked at random, as the client picks its first). */
  index: number
  url: string
  body: string
  response: Promise<Response>
  controller: AbortController
}

/** The early requests not yet taken by the client: the balances', and the page's own when it has one. */
let early: EarlyRequest[] = []

/** What the early requests ask: the stored wallets' balances, and the page's own first data when it has one. */
function earlyOperations(
  addresses: readonly string[],
): { document: string; variables: Record<string, unknown> }[] {
  if (addresses.length === 0) return []
  const operations: { document: string; variables: Record<string, unknown> }[] = []
  try {
    operations.push(accountBalancesOperation(addresses))
  } catch {
    // more wallets than one operation asks for: the client sends its balance requests itself
  }
  const page = earlyPairSeriesOperation(location)
  if (page) operations.push(page)
  return operations
}

const operations = earlyOperations(readStoredAddresses())

function send(network: NetworkPreset) {
  const endpoints = network.apiUrls
  if (endpoints.length === 0) return
  // All to the one endpoint the client will start at (picked at random, as the client picks its first).
  const index = Math.floor(Math.random() * endpoints.length)
  const url = endpoints[index] as string
  for (const operation of operations) {
    const init = graphqlRequestInit(operation.document, operation.variables)
    const controller = new AbortController()
    const response = fetch(url, { ...init, signal: controller.signal })
    // A failure reaches the client that takes the request (it retries as after any failed attempt).
    response.catch(() => undefined)
    early.push({ endpoints, index, url, body: init.body, response, controller })
  }
}

const sameEndpoints = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((url, i) => url === b[i])

/**
 * Sent with the last config the page read, so the request need not wait for config.json's answer: the active network
 * as that config and the stored choices name it. Settles once sent (or it turned out there is nothing to send).
 */
const sentWithLastConfig: Promise<void> = (() => {
  const last = operations.length > 0 ? lastConfig() : undefined
  if (!last) return Promise.resolve()
  return createNetworkStore(localNetworks, async () => last)
    .load()
    .then(
      (choice) => send(choice.network),
      () => undefined,
    )
})()

/**
 * The networks and the active one, as the first render uses them (this load's config.json). Before it settles, the
 * early requests are checked against it: those sent with the last config to other endpoints than this config's
 * active network names are aborted, and the requests are sent again to the right ones — so an answer from an endpoint
 * the config no longer names is never taken (docs/decisions.md#web-start-up).
 */
export const initialChoice = sentWithLastConfig
  .then(() => networkStore.load())
  .then((choice) => {
    const sent = early[0]
    if (operations.length > 0 && !(sent && sameEndpoints(sent.endpoints, choice.network.apiUrls))) {
      for (const request of early) request.controller.abort()
      early = []
      send(choice.network)
    }
    return choice
  })
// Read (and any failure shown) by main.tsx; this only keeps an early failure from counting as unhandled meanwhile.
initialChoice.catch(() => undefined)

/**
 * Settles once the early balance request is out (or it turned out there is none to send): at once when it went with
 * the last config, else once this load's config has answered.
 */
export const earlyRequestSent: Promise<void> = sentWithLastConfig.then(() =>
  early.length > 0
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
  const first = early[0]
  if (
    !first ||
    first.endpoints.length !== network.apiUrls.length ||
    first.endpoints.some((url, i) => url !== network.apiUrls[i])
  )
    return undefined
  const adopting: typeof fetch = (input, init) => {
    const request = early.find((r) => input === r.url && init?.body === r.body)
    if (!request || !init) return fetch(input, init)
    early = early.filter((r) => r !== request)
    const signal = init.signal
    if (signal?.aborted) request.controller.abort(signal.reason)
    else signal?.addEventListener('abort', () => request.controller.abort(signal.reason), { once: true })
    return request.response
  }
  return { firstEndpoint: first.index, fetch: adopting }
}

// Top-level await: the app's modules import this one, so they evaluate only once the request is out and the config is
// read. Their evaluation is one long task on the page's thread, which would otherwise hold back the request (when
// it waits for the config) or the config's answer, which the app's start needs first (docs/decisions.md#web-start-up).
await Promise.all([earlyRequestSent, runtimeConfig.catch(() => undefined)])
