import { getFtmPrice } from '../prices/getFtmPrice.js'
import { readCallLabels } from './readCallLabels.js'
import { simulateTransaction } from './simulateTransaction.js'
import type { ConfirmationFacts, ReadConfirmationFactsParameters } from './types.js'

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

/** Reads the price in the display currency; a price that cannot be read leaves the amounts in FTM only. */
async function readPrice(parameters: ReadConfirmationFactsParameters, bounded: AbortSignal) {
  const { client, sources, signal } = parameters
  if (!sources?.currency) return null
  try {
    return await getFtmPrice(client, { currency: sources.currency, signal: bounded })
  } catch (error) {
    if (signal?.aborted) throw error
    return null
  }
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
  const [price, labels, simulation] = await Promise.all([
    readPrice(parameters, bounded),
    readLabels(parameters, bounded),
    simulateTransaction({ rpc: sources?.rpc, transaction, signal }),
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
