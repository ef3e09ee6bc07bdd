import type { PreparedTransaction } from '@ftm-wallet/sdk'
import {
  type ConfirmationSources,
  createRpcClient,
  startConfirmationReads,
  type TransactionConfirmation,
  TX_MESSAGES,
} from '@ftm-wallet/sdk'
import { type FlowPlan, planFlow, prepareFlowStep, reviewFlowStep } from '@ftm-wallet/sdk/machines'
import { nodeHttpFetch } from '../connections/nodeHttpFetch.js'
import type { Session } from '../connections/open.js'
import { resolveRpcUrl } from '../connections/rpc.js'
import type { Output } from '../terminal/output.js'
import { type Flow, FlowFailure } from './flow.js'
import type { FlowContext } from './openFlowContext.js'

/**
 * What a command's confirmation reads besides the API (docs/behaviour/signing.md): the network's name, the display
 * currency of the settings, the names of the wallet's accounts and contacts, and the network's JSON-RPC node (the
 * devnet's own when none is configured; none when it cannot be found).
 */
export async function openConfirmationSources(session: Session): Promise<ConfirmationSources> {
  const { wallet, network } = session
  const rpcUrl = await resolveRpcUrl(network).catch(() => undefined)
  const urls = rpcUrl ? [rpcUrl] : network.rpcUrls
  let rpc: ConfirmationSources['rpc']
  try {
    rpc =
      urls.length > 0
        ? createRpcClient({
            urls,
            chainId: network.preset.chainId,
            retries: 1,
            attemptTimeout: 10_000,
            fetch: nodeHttpFetch,
          })
        : undefined
  } catch {
    rpc = undefined // an unusable endpoint list: the simulation is not available
  }
  return {
    networkName: network.preset.name,
    currency: wallet.settings.getState().currency,
    names: () => {
      const names: Record<string, string> = {}
      for (const contact of wallet.contacts.getState().contacts) names[contact.address] = contact.name
      for (const account of wallet.accounts.getState().accounts)
        if (account.name) names[account.address] = account.name
      return names
    },
    rpc,
  }
}

/**
 * Starts, beside a command's own reads, what its confirmation will read and those reads do not need: the network's
 * JSON-RPC endpoint (the devnet's is asked from the devnet), the FTM price in the display currency and the lists that
 * name a call's contracts and tokens (docs/behaviour/signing.md#unlocking-in-the-cli). Nothing is awaited or
 * reported here: the confirmation finds them read or under way, and reads again whatever failed.
 */
export function prefetchConfirmation(session: Session, call: { to: string | null; data: string }): void {
  resolveRpcUrl(session.network).catch(() => undefined)
  startConfirmationReads({
    client: session.client,
    call,
    sources: { currency: session.wallet.settings.getState().currency },
  })
}

/**
 * Prints a confirmation: the decoded call (its sentence, arguments and warnings), then the summary as indented
 * label/value rows. Chain, token and contact text is escaped by the output.
 */
export function printConfirmation(output: Output, confirmation: TransactionConfirmation): void {
  const { call, summary } = confirmation
  output.info(`    ${'Call'.padEnd(8)} ${call.sentence}`)
  for (const argument of call.arguments) output.info(`      ${argument.name}: ${argument.value}`)
  for (const warning of call.warnings) output.warn(warning)
  output.info(`    ${'Outcome'.padEnd(8)} ${confirmation.simulation.text}`)
  for (const line of summary.lines) output.info(`    ${line.label.padEnd(8)} ${line.value}`)
}

/** A confirmation as the JSON result carries it (bigints become decimal strings there). */
export function confirmationJson(confirmation: TransactionConfirmation): Record<string, unknown> {
  const { lines: _lines, ...summary } = confirmation.summary
  return { summary, call: confirmation.call, simulation: confirmation.simulation }
}

/**
 * A preview's plan (the flow's own for --dry-run when it has one), planned as the machine will plan it, and the
 * dependencies its steps are prepared and reviewed with: their signer knows the address and never signs.
 */
export async function planPreview<Params, Facts>(
  context: FlowContext,
  flow: Flow<Params, Facts>,
  sources: ConfirmationSources,
  signal: AbortSignal,
) {
  const { session, account } = context
  const dependencies = {
    client: session.client,
    network: session.network.preset,
    signer: previewSigner(account.address),
    confirmation: sources,
  }
  const plan: FlowPlan = flow.dryRunPlan
    ? flow.dryRunPlan()
    : (await planFlow({ flow: flow.definition, params: flow.params, dependencies }, signal)).plan
  return { plan, dependencies }
}

/**
 * The first step as the preview planned, prepared, reviewed and printed it (docs/behaviour/signing.md#unlocking-in-the-cli).
 * The flow machine starts from its plan, transaction and confirmation (runMachine.ts), whatever the number of steps,
 * so the first transaction signed is the one whose confirmation was printed and it is not prepared a second time.
 * `standIn`: a flow that plans only after the unlock (`dryRunPlan`, the bridge) printed a stand-in; the machine plans
 * and prepares its first step itself, prints it and holds it to what was printed (assertAsPrinted).
 */
export interface FirstStepPreview {
  from: string
  plan: FlowPlan
  transaction: PreparedTransaction
  confirmation: TransactionConfirmation
  standIn: boolean
}

/**
 * Before the confirmation prompt: the first step is planned, prepared and reviewed as the machine will do it, and its
 * confirmation printed (later steps are shown as the flow reaches them). Reads only; nothing is signed. A first step
 * that may not be sent (failed estimate, not enough FTM for gas) stops here with its reason (exit code 1).
 */
export async function previewFirstStep<Params, Facts>(
  context: FlowContext,
  flow: Flow<Params, Facts>,
  sources: ConfirmationSources,
): Promise<FirstStepPreview | undefined> {
  const { account, output } = context
  const signal = AbortSignal.timeout(60_000)
  const { plan, dependencies } = await planPreview(context, flow, sources, signal)
  const transaction = await prepareFlowStep(
    { plan, stepIndex: 0, from: account.address, dependencies },
    signal,
  )
  const confirmation = await reviewFlowStep(
    { transaction, dependencies, allowanceNeeded: plan.steps[0]?.allowanceNeeded },
    signal,
  )
  const label = plan.steps[0]?.label ?? 'Confirm'
  output.info(`• ${label}`)
  printConfirmation(output, confirmation)
  if (transaction.error) {
    // A revert the simulation decoded says why better than the node's estimate error.
    const reason =
      confirmation.simulation.status === 'reverted' ? confirmation.simulation.text : transaction.error
    throw new FlowFailure('TX_NOT_SENDABLE', `${label}: ${TX_MESSAGES.failed}: ${reason}`, [])
  }
  assertSimulation(context, label, confirmation)
  return { from: account.address, plan, transaction, confirmation, standIn: flow.dryRunPlan !== undefined }
}

/**
 * docs/behaviour/signing.md#simulation: a first transaction prepared again after its confirmation was printed (a flow
 * that plans after the unlock, or an account that answered another address) is signed only when it is what was
 * printed — the same recipient or contract (except a stand-in's, whose recipient is assigned when the flow plans),
 * value and data — and costs at most the fee printed. Anything else stops the flow before it is signed (exit code 1).
 */
export function assertAsPrinted(
  label: string,
  printed: FirstStepPreview,
  transaction: PreparedTransaction,
): void {
  const shown = printed.transaction
  const changed: string[] = []
  if (!printed.standIn && (shown.to ?? '').toLowerCase() !== (transaction.to ?? '').toLowerCase())
    changed.push('recipient')
  if (shown.value !== transaction.value) changed.push('value')
  if (shown.data.toLowerCase() !== transaction.data.toLowerCase()) changed.push('data')
  if (transaction.fee > shown.fee) changed.push('fee')
  if (changed.length === 0) return
  throw new FlowFailure(
    'TX_CHANGED_SINCE_PREVIEW',
    `${label}: the transaction to sign is not the one shown (its ${changed.join(', ')} changed); nothing was signed, run the command again`,
    [],
  )
}

/**
 * docs/behaviour/signing.md#simulation: a reverted simulation stops the command (exit code 1) unless --force; one that
 * could not reach the node is a warning, and the prompt (or --yes) decides.
 */
export function assertSimulation(
  context: { globals: { force: boolean }; output: Output },
  label: string,
  confirmation: TransactionConfirmation,
): void {
  const { simulation } = confirmation
  if (simulation.status === 'reverted' && !context.globals.force) {
    throw new FlowFailure(
      'TX_SIMULATION_REVERTED',
      `${label}: ${simulation.text} (nothing was signed; --force sends it anyway)`,
      [],
    )
  }
  if (simulation.status === 'reverted' || simulation.status === 'unreachable')
    context.output.warn(
      simulation.status === 'reverted' ? `${simulation.text} (--force: sending anyway)` : simulation.text,
    )
}

/** Planning only asks the signer for its address; a preview never signs. */
export function previewSigner(address: string) {
  return {
    kind: 'keystore' as const,
    confirmation: 'password' as const,
    getAddress: async () => address,
    signTransaction: async (): Promise<`0x${string}`> => {
      throw new Error('a preview does not sign')
    },
  }
}
