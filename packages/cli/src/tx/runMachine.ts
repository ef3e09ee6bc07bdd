import type { Signer } from '@ftm-wallet/sdk'
import {
  createFlowMachine,
  type FlowDefinition,
  type FlowDependencies,
  type FlowMachineContext,
  type PlanFlowInput,
  type PrepareFlowStepInput,
  planFlow,
  prepareFlowStep,
  type ReviewFlowStepInput,
  reviewFlowStep,
} from '@ftm-wallet/sdk/machines'
import { createActor, fromPromise } from 'xstate'
import type { ResolvedNetwork } from '../connections/network.js'
import type { Output } from '../terminal/output.js'
import { createSpinner } from '../terminal/spinner.js'
import {
  assertAsPrinted,
  assertSimulation,
  confirmationJson,
  type FirstStepPreview,
  printConfirmation,
} from './confirmation.js'
import { type Flow, FlowFailure, type StepReport } from './flow.js'

export interface RunMachineParameters<Params, Facts> {
  flow: Flow<Params, Facts>
  dependencies: Omit<FlowDependencies, 'autoContinueDelay' | 'refresh'>
  network: ResolvedNetwork
  output: Output
  /** --force: sign a step whose simulation reverted (a simulation that could not run holds nothing back: it only warns). */
  force?: boolean
  /**
   * --async: resolve once the last step is broadcast, its report `pending` (earlier steps are still waited for: the
   * next one builds on them). The pending store keeps it (docs/behaviour/pending-transactions.md).
   */
  async?: boolean
  /** The first step as the preview printed it: the machine starts from it rather than planning and preparing again. */
  preview?: FirstStepPreview | undefined
}

/**
 * The flow's machine; with a preview, its first planning, preparation and review answer with the preview's plan,
 * transaction and confirmation (docs/behaviour/signing.md#unlocking-in-the-cli), so the transaction signed is the one
 * printed; later steps are prepared from that plan as the machine reaches them. The signer is still asked for its
 * address, and a different address plans and prepares anew. A stand-in preview (a flow that plans after the unlock)
 * is not started from: the machine plans and prepares, and the confirm state holds step 0 to what was printed.
 */
function flowMachine<Params, Facts>(definition: FlowDefinition<Params, Facts>, preview?: FirstStepPreview) {
  const machine = createFlowMachine(definition)
  if (!preview || preview.standIn) return machine
  let planned = false
  let prepared = false
  let reviewed = false
  return machine.provide({
    actors: {
      plan: fromPromise(async ({ input, signal }: { input: PlanFlowInput<Params>; signal: AbortSignal }) => {
        const from = await input.dependencies.signer.getAddress()
        if (planned || from.toLowerCase() !== preview.from.toLowerCase()) return planFlow(input, signal)
        planned = true
        return { from, plan: preview.plan }
      }),
      prepare: fromPromise(({ input, signal }: { input: PrepareFlowStepInput; signal: AbortSignal }) => {
        if (prepared || input.plan !== preview.plan || input.stepIndex !== 0)
          return prepareFlowStep(input, signal)
        prepared = true
        return Promise.resolve(preview.transaction)
      }),
      review: fromPromise(({ input, signal }: { input: ReviewFlowStepInput; signal: AbortSignal }) => {
        if (reviewed || input.transaction !== preview.transaction) return reviewFlowStep(input, signal)
        reviewed = true
        return Promise.resolve(preview.confirmation)
      }),
    },
  })
}

/** docs/behaviour/transactions.md#confirmation-pattern: what the confirmation shows for a hardware wallet. */
const DEVICE_MESSAGE = 'Please confirm this transaction on your Ledger device:'

const STAGES: Record<string, string> = {
  planning: 'planning',
  preparing: 'preparing',
  reviewing: 'preparing',
  confirm: 'confirming',
  signing: 'signing',
  sending: 'sending',
  verifying: 'waiting for the chain',
}

/**
 * Runs the SDK's flow machine for one flow: its form state checks the parameters with the facts (a refusal
 * fails with the check's message), the CLI answers the confirmation itself (the user confirmed and the signer was
 * unlocked before), continues between steps at once, and prints every step with a spinner while it waits and its
 * hash and explorer link when done (Allow → Confirm → Finished).
 */
export function runFlowMachine<Params, Facts>({
  flow,
  dependencies,
  network,
  output,
  force = false,
  async = false,
  preview,
}: RunMachineParameters<Params, Facts>): Promise<{
  steps: StepReport[]
  result: unknown
}> {
  const actor = createActor(flowMachine(flow.definition, preview), {
    input: { ...dependencies, params: flow.params, facts: flow.facts, autoContinueDelay: 0 },
  })
  const reports: StepReport[] = []
  let spinner = createSpinner('Planning…')
  /** Prints a line between spinner frames: the spinner stops, the line goes out, a new spinner starts. */
  const say = (line: string) => {
    spinner.stop()
    output.info(line)
    spinner = createSpinner('…')
  }
  let printed = -1
  let completing = false
  let asked = -1
  let shown = -1
  let noticed = -1
  let shownNotices: readonly string[] | undefined
  return new Promise((resolve, reject) => {
    const fail = (code: string, message: string, cause?: unknown) => {
      spinner.stop()
      subscription.unsubscribe()
      actor.stop()
      reject(new FlowFailure(code, message, reports, { cause }))
    }
    /** Records the current step's broadcast transaction in the report; returns its label and explorer link. */
    const report = (context: FlowMachineContext<Params>, hash: string, status: 'success' | 'pending') => {
      const step = context.steps[context.stepIndex]
      const label = step?.label ?? 'Confirm'
      const explorer = network.explorerUrl(hash)
      const notice = context.plan?.steps[context.stepIndex]?.notice?.()
      reports.push({
        id: step?.id ?? String(context.stepIndex),
        step: label,
        status,
        hash,
        explorer,
        ...(context.transaction ? { fee: context.transaction.fee } : {}),
        ...(context.confirmation ? { confirmation: confirmationJson(context.confirmation) } : {}),
        ...(notice ? { notice } : {}),
      })
      spinner.stop()
      return { label, explorer }
    }
    const stepDone = (context: FlowMachineContext<Params>) => {
      if (printed >= context.stepIndex || !context.hash) return
      printed = context.stepIndex
      const { label, explorer } = report(context, context.hash, 'success')
      output.info(`${output.style('green', '✔')} ${label}  ${context.hash}  ${output.style('dim', explorer)}`)
    }
    const subscription = actor.subscribe({
      next(snapshot) {
        const state = String(snapshot.value)
        const { context } = snapshot
        const label = context.steps[context.stepIndex]?.label
        if (state in STAGES) spinner.update(label ? `${label}: ${STAGES[state]}…` : 'Planning…')
        // docs/behaviour/approvals.md#allow-skipped: what the plan says besides its steps, once.
        if (context.plan && shownNotices === undefined) {
          shownNotices = context.plan.notices ?? []
          for (const notice of shownNotices) say(notice)
        }
        if (
          state === 'signing' &&
          dependencies.signer.confirmation === 'device' &&
          asked < context.stepIndex
        ) {
          asked = context.stepIndex
          say(`${DEVICE_MESSAGE} ${label ?? ''}`)
        }
        if (state === 'confirm') {
          if (context.error) return fail(context.error.code, context.error.message)
          // What building this step changed (undelegate: '{n} FTM slashing applied'), once, before it is signed.
          const notice = context.plan?.steps[context.stepIndex]?.notice?.()
          if (notice && noticed < context.stepIndex) {
            noticed = context.stepIndex
            say(output.style('yellow', notice))
          }
          // The preview's confirmation was printed before the prompt and the machine started from it; any other step
          // shows its own as it comes, is checked again (docs/behaviour/signing.md#simulation), and a first step
          // prepared again is signed only if it is what was printed.
          const previewed = context.stepIndex === 0 && context.confirmation === preview?.confirmation
          if (context.confirmation && !previewed && shown < context.stepIndex) {
            shown = context.stepIndex
            const stepLabel = label ?? 'Confirm'
            say(`• ${stepLabel}`)
            printConfirmation(output, context.confirmation)
            try {
              assertSimulation({ globals: { force }, output }, stepLabel, context.confirmation)
              if (context.stepIndex === 0 && preview && context.transaction)
                assertAsPrinted(stepLabel, preview, context.transaction)
            } catch (error) {
              const failure = error as FlowFailure
              return fail(failure.code ?? 'TX_SIMULATION_REVERTED', failure.message)
            }
          }
          // The user confirmed before the flow started (the prompt or --yes), with --force for a revert.
          actor.send({ type: 'CONFIRM', sendAnyway: true })
        } else if (
          state === 'verifying' &&
          async &&
          context.hash &&
          context.stepIndex === context.steps.length - 1
        ) {
          const hash = context.hash
          const { label: stepLabel } = report(context, hash, 'pending')
          output.info(`${output.style('yellow', '…')} ${stepLabel}  ${hash}  pending — ftm tx status ${hash}`)
          subscription.unsubscribe()
          actor.stop()
          resolve({ steps: reports, result: context.result })
        } else if (state === 'stepDone') {
          stepDone(context)
        } else if (state === 'completing') {
          stepDone(context)
          if (!completing) {
            completing = true
            spinner.update('Completing…')
          }
        } else if (state === 'success') {
          stepDone(context)
          spinner.stop()
          subscription.unsubscribe()
          actor.stop()
          resolve({ steps: reports, result: context.result })
        } else if (state === 'failed' || state === 'rejected') {
          const error = context.error
          const title = error?.title && error.title !== error.message ? `${error.title}: ` : ''
          fail(
            error?.code ?? 'TX_FAILED',
            `${label ? `${label}: ` : ''}${title}${error?.message ?? 'failed'}`,
          )
        } else if (state === 'form' && context.error) {
          // The check or the plan refused the parameters (the message the form would show).
          fail(context.error.code, context.error.message)
        } else if (state === 'cancelled') {
          fail('CANCELLED', 'Cancelled')
        }
      },
      error: (error) => fail('UNKNOWN', error instanceof Error ? error.message : String(error), error),
    })
    actor.start()
  })
}

/**
 * The keystore signer, unlocked once for the whole flow, as the machine sees it: signatures use the unlocked key
 * (the machine asks for no password; the CLI asked for it before starting).
 */
export function unlockedSigner(signer: Signer): Signer {
  return {
    kind: signer.kind,
    confirmation: signer.confirmation,
    getAddress: () => signer.getAddress(),
    signTransaction: (transaction, options) =>
      signer.signTransaction(transaction, { signal: options?.signal }),
  }
}
