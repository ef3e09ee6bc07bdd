import { getTransactionInputsWith } from '../api/chain/getTransactionInputs.js'
import type { UnsignedCallOrDeployment } from '../contracts/types.js'
import {
  completeTransaction,
  type PrepareTransactionParameters,
  prepareTransaction,
} from '../tx/prepareTransaction.js'
import type { PreparedTransaction } from '../tx/types.js'
import { readSimulation, type Simulation, simulationCalls } from './simulateTransaction.js'

/** An early simulation older than this is not used: the review runs its own (docs/behaviour/signing.md#speed). */
export const EARLY_SIMULATION_MAX_AGE_MS = 10_000

const early = new WeakMap<object, { at: number; simulation: Simulation }>()

/**
 * The simulation run with the inputs of exactly this prepared transaction (the same object), taken once; undefined
 * when there is none or it is older than EARLY_SIMULATION_MAX_AGE_MS.
 */
export function takeEarlySimulation(transaction: object): Simulation | undefined {
  const kept = early.get(transaction)
  if (!kept) return undefined
  early.delete(transaction)
  return Date.now() - kept.at <= EARLY_SIMULATION_MAX_AGE_MS ? kept.simulation : undefined
}

/**
 * Prepares a transaction as {@link prepareTransaction} does and, when `rpc` (the confirmation's node) answers, runs
 * its simulation in the SAME JSON-RPC batch as the nonce, balance, gas price and estimate
 * (docs/behaviour/signing.md#speed): one round trip to the node from "Continue" to everything the confirmation
 * shows. The simulation is kept for the review of the returned transaction (takeEarlySimulation) when it is the
 * signed transaction's outcome: it ran with the transaction's from, to, value and data and without a gas cap, which
 * gives the same outcome as the signed gas limit when that limit is at least the node's estimate (the least gas with
 * which the call runs through), and is the review's own simulation when the transaction has no gas limit (a refused
 * estimate). Otherwise — a manual gas limit below the estimate — the review simulates the exact transaction itself.
 * A node that does not answer leaves the inputs to the API and the simulation to the review.
 */
export async function prepareAndSimulate<Call extends UnsignedCallOrDeployment>(
  parameters: PrepareTransactionParameters<Call>,
): Promise<PreparedTransaction<Call['to']>> {
  const { from, call, rpc, signal } = parameters
  if (!rpc) return prepareTransaction(parameters)
  const read = await getTransactionInputsWith(
    rpc,
    { from, to: call.to, value: call.value, data: call.data, signal },
    simulationCalls({ from, to: call.to, value: call.value, data: call.data, gasLimit: 0n }),
  )
  if (!read) return prepareTransaction({ ...parameters, rpc: undefined })
  const transaction = completeTransaction(parameters, read.inputs)
  const covered =
    transaction.gasLimit === 0n || ('estimate' in read.inputs && transaction.gasLimit >= read.inputs.estimate)
  if (covered) early.set(transaction, { at: Date.now(), simulation: readSimulation(read.answers, from) })
  return transaction
}
