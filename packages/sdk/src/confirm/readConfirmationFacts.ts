import type { ApiClient } from '../api/createApiClient.js'
import { getFtmPrice } from '../prices/getFtmPrice.js'
import { takeEarlySimulation } from './earlySimulation.js'
import { readCallLabels } from './readCallLabels.js'
import { simulateTransaction } from './simulateTransaction.js'
import type { ConfirmationPrice } from './summarizeTransaction.js'
import type { ConfirmationFacts, ConfirmationSources, ReadConfirmationFactsParameters } from './types.js'

/**
 * How long the confirmation waits for its optional facts from the API (the price, the names of a call's parts). In
 * limited mode (docs/behaviour/app-shell.md#network-and-api-status) the API client keeps asking the dead API, so
 * the confirmation shows without them after this long rather than never.
 */
export const CONFIRMATION_FACTS_TIMEOUT = 2500

/** `signal`, also aborted once CONFIRMATION_FACTS_TIMEOUT has passed. */
function boundedSignal(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(CONFIRMATION_FACTS_TIMEOUT)
  return signal ? AbortSignal.any([signal, timeout]) : timeout
}

/** How long the FTM price read for confirmations is kept per API client and currency (docs/behaviour/signing.md#speed). */
const PRICE_TTL_MS = 30_000

const prices = new WeakMap<ApiClient, Map<string, { at: number; value: Promise<ConfirmationPrice> }>>()

/**
 * The FTM price in `currency`, read at most every 30 s per client and shared by concurrent callers (a failed read is
 * not kept); the read gives up after CONFIRMATION_FACTS_TIMEOUT.
 */
function cachedPrice(client: ApiClient, currency: string): Promise<ConfirmationPrice> {
  let byCurrency = prices.get(client)
  if (!byCurrency) {
    byCurrency = new Map()
    prices.set(client, byCurrency)
  }
  const kept = byCurrency.get(currency)
  if (kept && Date.now() - kept.at < PRICE_TTL_MS) return kept.value
  const value = getFtmPrice(client, { currency, signal: AbortSignal.timeout(CONFIRMATION_FACTS_TIMEOUT) })
  const map = byCurrency
  map.set(currency, { at: Date.now(), value })
  value.catch(() => map.delete(currency))
  return value
}

/** `promise`, or null once `bounded` aborts first. */
function orNullWhenAborted<T>(promise: Promise<T>, bounded: AbortSignal): Promise<T | null> {
  if (bounded.aborted) return Promise.resolve(null)
  return new Promise<T | null>((resolve, reject) => {
    const abort = () => resolve(null)
    bounded.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => bounded.removeEventListener('abort', abort))
  })
}

/** Reads the price in the display currency; a price that cannot be read leaves the amounts in FTM only. */
async function readPrice(parameters: ReadConfirmationFactsParameters, bounded: AbortSignal) {
  const { client, sources, signal } = parameters
  if (!sources?.currency) return null
  try {
    const price = await orNullWhenAborted(cachedPrice(client, sources.currency), bounded)
    if (signal?.aborted) throw signal.reason
    return price
  } catch (error) {
    if (signal?.aborted) throw error
    return null
  }
}

/**
 * Starts the confirmation's reads that do not depend on the gas estimate — the FTM price and the names of the call's
 * parts — while the transaction is being prepared, so the review finds them read or under way
 * (docs/behaviour/signing.md#speed). Nothing is awaited; a failed read is simply read again by the review.
 */
export function startConfirmationReads(parameters: {
  client: ApiClient
  call: { readonly to: string | null; readonly data: string }
  sources?: ConfirmationSources | undefined
}): void {
  const { client, call, sources } = parameters
  if (sources?.currency) cachedPrice(client, sources.currency).catch(() => undefined)
  readCallLabels({ client, call }).catch(() => undefined)
}

/** The names of the call's parts; none when they cannot be read in time. */
async function readLabels(parameters: ReadConfirmationFactsParameters, bounded: AbortSignal) {
  const { client, transaction, signal } = parameters
  try {
    return await readCallLabels({ client, call: transaction, signal: bounded })
  } catch (error) {
    if (signal?.aborted) throw error
    return { contracts: {}, tokens: {}, validators: {} }
  }
}

/**
 * The confirmation's I/O step (docs/behaviour/signing.md#confirmation-summary): what the summary needs besides the
 * prepared transaction (whose gas price, nonce and estimate the transaction pipeline read) — the names of the
 * wallet's accounts and contacts and the FTM price in the display currency — what names the call's parts
 * (contracts, tokens, validators), and the simulation on the network's node, all read in parallel.
 */
export async function readConfirmationFacts(
  parameters: ReadConfirmationFactsParameters,
): Promise<ConfirmationFacts> {
  const { transaction, sources, signal } = parameters
  const { chainId } = transaction
  const bounded = boundedSignal(signal)
  // A transaction prepared with its simulation in the same batch brings it along (docs/behaviour/signing.md#speed).
  const early = sources?.rpc ? takeEarlySimulation(transaction) : undefined
  const [price, labels, simulation] = await Promise.all([
    readPrice(parameters, bounded),
    readLabels(parameters, bounded),
    early ?? simulateTransaction({ rpc: sources?.rpc, transaction, signal }),
  ])
  return {
    network: { name: sources?.networkName ?? `Chain ${chainId}`, chainId },
    names: lowerCaseKeys(sources?.names?.() ?? {}),
    price,
    labels,
    simulation,
  }
}

function lowerCaseKeys(names: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [address, name] of Object.entries(names)) out[address.toLowerCase()] = name
  return out
}
