import type { ApiClient } from '../api/createApiClient.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import type { PreparedTransaction } from '../tx/types.js'
import type { CallLabels, DecodedCall } from './decodeCall.js'
import type { Simulation } from './simulateTransaction.js'
import type { ConfirmationPrice, TransactionSummary } from './summarizeTransaction.js'

/**
 * What the wallet gives the confirmation besides the API client: the network's name, the display currency, the
 * names of its accounts and contacts, and the network's JSON-RPC node for the simulation. Everything is optional: a
 * confirmation without sources still shows the summary in FTM.
 */
export interface ConfirmationSources {
  /** The network's display name ('Fantom Opera'); the chain id stands in without it. */
  networkName?: string | undefined
  /** The display currency ('USD', 'EUR'): the FTM price is read in it. Without it amounts show in FTM only. */
  currency?: string | undefined
  /** Names of the wallet's accounts and contacts, keyed by lower-case address (local data, read when asked). */
  names?: (() => Readonly<Record<string, string>>) | undefined
  /** The network's JSON-RPC node, for the simulation (docs/behaviour/signing.md). */
  rpc?: RpcClient | undefined
}

/** What {@link readConfirmationFacts} reads for a prepared transaction. */
export interface ConfirmationFacts {
  readonly network: { readonly name: string; readonly chainId: number }
  readonly names: Readonly<Record<string, string>>
  readonly price: ConfirmationPrice | null
  /** What names the call's parts: contracts, tokens, validators (the wallet's names are in `names`). */
  readonly labels: CallLabels
  /** What the network's node said when it ran the transaction. */
  readonly simulation: Simulation
}

/** Everything a confirmation shows before the password is asked (docs/behaviour/signing.md). */
export interface TransactionConfirmation {
  readonly summary: TransactionSummary
  /** The call decoded into one sentence plus its arguments (docs/behaviour/signing.md#decoded-calls). */
  readonly call: DecodedCall
  /** The exact transaction run on the network's node (docs/behaviour/signing.md#simulation). */
  readonly simulation: Simulation
}

export interface ReadConfirmationFactsParameters {
  client: ApiClient
  /** The prepared transaction: its chain id, the call whose parts are named, and what the simulation runs. */
  transaction: Pick<
    PreparedTransaction<string | null>,
    'chainId' | 'from' | 'to' | 'value' | 'data' | 'gasLimit'
  >
  sources?: ConfirmationSources | undefined
  signal?: AbortSignal | undefined
}
