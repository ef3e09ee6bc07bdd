// The plain async functions behind a flow machine's states. The machine wraps each in `fromPromise`; tests swap
// them with `machine.provide({ actors })`.
import type { PasswordCache } from '../../accounts/createPasswordCache.js'
import type { TransactionState } from '../../api/chain/getTransaction.js'
import { prepareAndSimulate } from '../../confirm/earlySimulation.js'
import { reviewTransaction } from '../../confirm/prepareConfirmation.js'
import { startConfirmationReads } from '../../confirm/readConfirmationFacts.js'
import type { TransactionConfirmation } from '../../confirm/types.js'
import { TEMPORARY_PASSWORD_TTL } from '../../constants/timing.js'
import { isWalletError } from '../../errors/WalletError.js'
import { buildPendingRecord } from '../../pending/pendingRecord.js'
import type { PendingReplacement } from '../../pending/replacement.js'
import { sendSignedTransaction } from '../../tx/sendSignedTransaction.js'
import { signTransaction, toUnsignedTransaction } from '../../tx/signTransaction.js'
import { TransactionError } from '../../tx/TransactionError.js'
import type { PreparedTransaction, SignedTransaction } from '../../tx/types.js'
import { waitForTransaction } from '../../tx/waitForTransaction.js'
import type { FlowDefinition, FlowDependencies, FlowPlan, FlowStep, SignStepOutput } from './types.js'

export interface PlanFlowInput<Params> {
  flow: FlowDefinition<Params>
  params: Params
  dependencies: FlowDependencies
}

/** Reads the signing address and runs the flow's plan; a plan without steps is a programming error. */
export async function planFlow<Params>(
  input: PlanFlowInput<Params>,
  signal: AbortSignal,
): Promise<{ from: string; plan: FlowPlan }> {
  const { flow, params, dependencies } = input
  const from = await dependencies.signer.getAddress()
  const plan = await flow.plan(params, {
    client: dependencies.client,
    bridge: dependencies.bridge,
    bridgeRequests: dependencies.bridgeRequests,
    from,
    signal,
  })
  if (plan.steps.length === 0) throw new Error(`flow ${flow.id} planned no step`)
  return { from, plan }
}

export interface PrepareFlowStepInput {
  plan: FlowPlan
  stepIndex: number
  from: string
  dependencies: FlowDependencies
}

/** Builds the current step's call and prepares it (nonce, gas, fee, checks). */
export async function prepareFlowStep(
  input: PrepareFlowStepInput,
  signal: AbortSignal,
): Promise<PreparedTransaction> {
  const { plan, stepIndex, from, dependencies } = input
  const step = plan.steps[stepIndex]
  if (!step) throw new Error(`no step ${stepIndex}`)
  const { client, bridge, bridgeRequests, network } = dependencies
  const call = await step.build({ client, bridge, bridgeRequests, from, signal })
  // The review's price and names are read while the transaction is prepared (docs/behaviour/signing.md#speed).
  startConfirmationReads({ client, call, sources: dependencies.confirmation })
  const { replaces } = step
  return prepareAndSimulate({
    client,
    network,
    from,
    call,
    // The confirmation's node answers the inputs and the simulation in one batch (docs/behaviour/signing.md#speed).
    rpc: dependencies.confirmation?.rpc,
    signal,
    ...(replaces
      ? { nonce: replaces.nonce, minimumGasPrice: replaces.minimumGasPrice, gasLimit: replaces.gasLimit }
      : {}),
  })
}

/** What the pending store keeps of a step besides its transaction (docs/behaviour/pending-transactions.md). */
export interface BroadcastDescription {
  /** The decoded call's sentence the confirmation showed. */
  summary?: string | undefined
  /** The step replaces a pending transaction (speed up, cancel). */
  replaces?: PendingReplacement | undefined
}

/** The step's description for the pending store: the confirmation's sentence, the replacement's when it replaces. */
export function describeBroadcast(
  step: FlowStep | undefined,
  confirmation: TransactionConfirmation | null,
): BroadcastDescription {
  return {
    summary: step?.replaces?.summary ?? confirmation?.call.sentence ?? step?.label,
    replaces: step?.replaces,
  }
}

/** Records a broadcast in the dependencies' pending store (none: nothing recorded). */
async function recordBroadcast(
  dependencies: FlowDependencies,
  transaction: PreparedTransaction,
  hash: `0x${string}`,
  raw: `0x${string}` | null,
  description: BroadcastDescription,
): Promise<void> {
  const { pending } = dependencies
  if (!pending) return
  await pending.record(
    buildPendingRecord(transaction, {
      hash,
      raw,
      summary: description.summary ?? 'Transaction',
      replaces: description.replaces,
    }),
  )
}

export interface ReviewFlowStepInput {
  transaction: PreparedTransaction
  dependencies: FlowDependencies
  /** The step's `allowanceNeeded` (an Allow step): an approve above it warns (docs/behaviour/signing.md#decoded-calls). */
  allowanceNeeded?: bigint | undefined
}

/**
 * What the confirmation shows for the step's prepared transaction (docs/behaviour/signing.md), read with the
 * dependencies' confirmation sources.
 */
export async function reviewFlowStep(
  input: ReviewFlowStepInput,
  signal: AbortSignal,
): Promise<TransactionConfirmation> {
  const { transaction, dependencies, allowanceNeeded } = input
  return reviewTransaction({
    client: dependencies.client,
    transaction,
    sources: dependencies.confirmation,
    allowanceNeeded,
    signal,
  })
}

export interface SignFlowStepInput {
  dependencies: FlowDependencies & { passwordCache: PasswordCache }
  transaction: PreparedTransaction
  /** Typed on the confirmation screen; absent when the temporary password (or a device) confirms. */
  password: string | undefined
  /** More steps follow: keep the password for the next one (30 s, 1 use). */
  keepPassword: boolean
  /** What the pending store keeps when an external wallet broadcasts the step itself. */
  description?: BroadcastDescription | undefined
}

/**
 * Signs the step (or lets an external wallet sign and send). The password is the typed one or the temporary one
 * kept from the previous step; after a successful signature it is kept again while steps remain.
 */
export async function signFlowStep(input: SignFlowStepInput, signal: AbortSignal): Promise<SignStepOutput> {
  const { dependencies, transaction, keepPassword } = input
  const { signer, passwordCache } = dependencies
  const typed = input.password !== undefined && input.password !== ''
  const password =
    signer.confirmation === 'password'
      ? typed
        ? input.password
        : (passwordCache.take() ?? undefined)
      : undefined
  let output: SignStepOutput
  if (signer.sendTransaction) {
    if (transaction.error !== null) throw new TransactionError('TX_NOT_SENDABLE', transaction.error)
    const hash = await signer.sendTransaction(toUnsignedTransaction(transaction), { password, signal })
    await recordBroadcast(dependencies, transaction, hash, null, input.description ?? {})
    output = { kind: 'broadcast', hash, transaction }
  } else {
    const signed = await signTransaction({ signer, transaction, password, signal })
    output = { kind: 'signed', signed }
  }
  if (keepPassword && password) passwordCache.set(password, { uses: 1, timeoutMs: TEMPORARY_PASSWORD_TTL })
  return output
}

/**
 * Broadcasts the kept signed bytes (the same bytes on every retry). They are recorded in the pending store first
 * (docs/behaviour/pending-transactions.md), so a reload in the middle still knows them; a refusal by the node (they
 * never left) removes the record.
 */
export async function sendFlowStep(
  input: {
    dependencies: FlowDependencies
    signed: SignedTransaction
    description?: BroadcastDescription | undefined
  },
  signal: AbortSignal,
): Promise<{ hash: `0x${string}`; pending: boolean }> {
  const { dependencies, signed } = input
  await recordBroadcast(dependencies, signed.transaction, signed.hash, signed.raw, input.description ?? {})
  try {
    return await sendSignedTransaction({ client: dependencies.client, signed, signal })
  } catch (error) {
    if (isWalletError(error, 'TX_SEND_REJECTED')) await dependencies.pending?.remove(signed.hash)
    throw error
  }
}

/**
 * Polls the step's status (sooner at first, then every 400 ms) until success; failure and query errors reject. While the chain does not
 * know the hash, the kept signed bytes are broadcast again (an unconfirmed send is pending, never rejected). The
 * pending store's record becomes `mined` or `failed`, its notice already given by the confirmation itself
 * (docs/behaviour/pending-transactions.md#notices).
 */
export async function verifyFlowStep(
  input: { dependencies: FlowDependencies; hash: string; raw?: string | undefined },
  signal: AbortSignal,
): Promise<TransactionState> {
  const { client, pending } = input.dependencies
  try {
    const state = await waitForTransaction({ client, hash: input.hash, raw: input.raw, signal })
    // The confirmation's own success screen is the outcome's notice: nothing left to tell elsewhere.
    await pending?.setStatus(input.hash, { status: 'mined' })
    await pending?.dismiss(input.hash)
    return state
  } catch (error) {
    if (isWalletError(error, 'TX_FAILED')) {
      await pending?.setStatus(input.hash, { status: 'failed' })
      await pending?.dismiss(input.hash)
    }
    throw error
  }
}

/** Runs the plan's completion (bridge finalize) after the last step. */
export async function completeFlow(
  input: { dependencies: FlowDependencies; plan: FlowPlan; from: string; hashes: readonly string[] },
  signal: AbortSignal,
): Promise<unknown> {
  const { dependencies, plan, from, hashes } = input
  if (!plan.complete) return undefined
  const { client, bridge, bridgeRequests } = dependencies
  return plan.complete({ client, bridge, bridgeRequests, from, hashes, signal })
}
