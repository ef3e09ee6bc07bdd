import { getFtmPrice } from '../prices/getFtmPrice.js'
import { readCallLabels } from './readCallLabels.js'
import { simulateTransaction } from './simulateTransaction.js'
import type { ConfirmationFacts, ReadConfirmationFactsParameters } from './types.js'

/** Reads the price in the display currency; a price that cannot be read leaves the amounts in FTM only. */
async function readPrice(parameters: ReadConfirmationFactsParameters) {
  const { client, sources, signal } = parameters
  if (!sources?.currency) return null
  try {
    return await getFtmPrice(client, { currency: sources.currency, signal })
  } catch (error) {
    if (signal?.aborted) throw error
    return null
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
  const { client, transaction, sources, signal } = parameters
  const { chainId } = transaction
  const [price, labels, simulation] = await Promise.all([
    readPrice(parameters),
    readCallLabels({ client, call: transaction, signal }),
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
