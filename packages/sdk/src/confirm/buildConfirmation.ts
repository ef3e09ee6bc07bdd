import type { PreparedTransaction } from '../tx/types.js'
import { type DecodeCallOptions, decodeCall } from './decodeCall.js'
import { labelSimulation } from './simulateTransaction.js'
import { summarizeTransaction } from './summarizeTransaction.js'
import type { ConfirmationFacts, TransactionConfirmation } from './types.js'

/** The confirmation of a prepared transaction from the facts read for it (pure). */
export function buildConfirmation(
  transaction: PreparedTransaction<string | null>,
  facts: ConfirmationFacts,
  options: DecodeCallOptions = {},
): TransactionConfirmation {
  return {
    summary: summarizeTransaction(transaction, facts),
    call: decodeCall(transaction, { ...facts.labels, names: facts.names }, options),
    simulation: labelSimulation(facts.simulation, facts.labels.tokens),
  }
}
