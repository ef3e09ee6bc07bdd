import {
  accountBalancesOperation,
  graphqlRequestInit,
  type NetworkPreset,
  openKeystoreDatabase,
} from '@ftm-wallet/sdk'
import type { ConfigAnswer } from '../config/loadRuntimeConfig.js'
import { parseRuntimeConfig, type RuntimeConfig } from '../config/parseRuntimeConfig.js'
import { requestConfig } from '../config/requestConfig.js'
import { createNetworkStore } from '../extension/networkStore.js'
import { earlyPairSeriesOperation } from '../features/pair/earlyPairSeries.js'
import { createLocalNetworkStorage } from '../platform/networks/localNetworkStorage.js'

// What the page starts before any of its modules has loaded (docs/decisions.md#web-start-up): config.json's request
// (its answer read as soon as it comes), the keystore table's database opening, and the stored wallets' balance
// request (and, opened at a pair's address, that page's chart series: features/pair/earlyPairSeries.ts) with the last
// config the page read. index.html runs this code first, as a small classic script of its own (app/bootEntry.ts,
// built by vite.config.ts), which leaves what it started under BOOT_KEY; the early entry (app/earlyRequest.ts) takes
// it from there, or starts it itself on a page that never ran that script. No schema, no React, nothing of the app's.

/** Where the boot script leaves what it started (`Symbol.for`, so both bundles name the same key). */
export const BOOT_KEY = Symbol.for('ftm-wallet.bootRequests')

/**
 * Where the page keeps the last config.json it read (its text): the next load sends its early request with it,
 * before config.json has answered, and checks it against the answer (app/earlyRequest.ts).
 */
export const LAST_CONFIG_KEY = 'lastConfig.v1'

/** Where the SDK's browser storage keeps the account list (createBrowserStorage's prefix + the accounts record). */
const ACCOUNTS_ITEM = 'ftm-wallet:accounts'
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export interface EarlyRequest {
  endpoints: readonly string[]
  /** Index of the endpoint asked (picked at random, as the client picks its first). */
  index: number
  url: string
  body: string
  response: Promise<Response>
  controller: AbortController
}

export interface BootRequests {
  /** config.json's answer, read (its text as soon as it comes). */
  config: Promise<ConfigAnswer>
  /** The keystore table's database, opening; undefined where IndexedDB is not available. */
  keystoreOpening: Promise<IDBDatabase> | undefined
  /** Whether there is anything to ask early (wallets are stored). */
  asks: boolean
  /** The "now" (unix seconds) of the pair page's early series request, when the page was opened at one. */
  pairNow: number | undefined
  /** The early requests not yet taken by the client: the balances', and the page's own when it has one. */
  early: EarlyRequest[]
  /** Sends the early requests to `network` (adding them to `early`). */
  send(network: NetworkPreset): void
  /** Settles once the requests went out with the last config (or it turned out they could not). */
  sentWithLastConfig: Promise<void>
}

/** The stored wallets' addresses, straight from the account list's record, in its order; none when unreadable. */
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

/** The last config the page read, parsed; undefined when there is none or it does not parse. */
function lastConfig(): RuntimeConfig | undefined {
  try {
    const text = localStorage.getItem(LAST_CONFIG_KEY)
    return text === null ? undefined : parseRuntimeConfig(JSON.parse(text))
  } catch {
    return undefined
  }
}

function openKeystores(): Promise<IDBDatabase> | undefined {
  try {
    if (typeof indexedDB === 'undefined') return undefined
    const opening = openKeystoreDatabase(indexedDB)
    opening.catch(() => undefined)
    return opening
  } catch {
    return undefined
  }
}

/** Starts the page's first requests (above); called once a load, by the boot script or else by the early entry. */
export function startBootRequests(): BootRequests {
  const configRequest = requestConfig()
  // The answer's text is read as soon as it comes, while the page's thread is free, so the app finds it read.
  const config: Promise<ConfigAnswer> = configRequest.then(async (response) => ({
    status: response.status,
    text: response.ok ? await response.text() : undefined,
  }))
  config.catch(() => undefined)
  const keystoreOpening = openKeystores()

  const localNetworks = createLocalNetworkStorage({
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
  })
  const addresses = readStoredAddresses()
  const operations: { document: string; variables: Record<string, unknown> }[] = []
  let pairNow: number | undefined
  if (addresses.length > 0) {
    try {
      operations.push(accountBalancesOperation(addresses))
    } catch {
      // more wallets than one operation asks for: the client sends its balance requests itself
    }
    const now = Math.floor(Date.now() / 1000)
    const page = earlyPairSeriesOperation(location, now)
    if (page) {
      operations.push(page)
      pairNow = now
    }
  }

  const boot: BootRequests = {
    config,
    keystoreOpening,
    asks: operations.length > 0,
    pairNow,
    early: [],
    send(network) {
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
        boot.early.push({ endpoints, index, url, body: init.body, response, controller })
      }
    },
    sentWithLastConfig: Promise.resolve(),
  }
  // Sent with the last config the page read, so the request need not wait for config.json's answer: the active
  // network as that config and the stored choices name it.
  const last = operations.length > 0 ? lastConfig() : undefined
  if (last)
    boot.sentWithLastConfig = createNetworkStore(localNetworks, async () => last)
      .load()
      .then(
        (choice) => boot.send(choice.network),
        () => undefined,
      )
  return boot
}
