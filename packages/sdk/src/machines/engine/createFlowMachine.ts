import { assign, fromCallback, fromPromise, raise, setup } from 'xstate'
import { createPasswordCache } from '../../accounts/createPasswordCache.js'
import type { TransactionState } from '../../api/chain/getTransaction.js'
import type { TransactionConfirmation } from '../../confirm/types.js'
import { ACCOUNT_REFRESH_AFTER_SEND, AUTO_CONTINUE_DELAY } from '../../constants/timing.js'
import type { PreparedTransaction, SignedTransaction } from '../../tx/types.js'
import {
  computeRetryStage,
  hasNextStep,
  isPasswordError,
  isSignerRejection,
  mayConfirm,
  toFlowError,
  toTransactionFlowError,
} from './predicates.js'
import {
  type BroadcastDescription,
  completeFlow,
  describeBroadcast,
  type PlanFlowInput,
  type PrepareFlowStepInput,
  planFlow,
  prepareFlowStep,
  type ReviewFlowStepInput,
  reviewFlowStep,
  type SignFlowStepInput,
  sendFlowStep,
  signFlowStep,
  verifyFlowStep,
} from './runFlowSteps.js'
import type {
  FlowCheck,
  FlowDefinition,
  FlowDependencies,
  FlowEvent,
  FlowInput,
  FlowMachineContext,
  FlowPlan,
  FlowStage,
  SignStepOutput,
} from './types.js'

type Deps = { dependencies: FlowDependencies }

/** How often a step confirmed by the kept password checks that it is still kept (ms). */
const KEPT_PASSWORD_WATCH_INTERVAL = 250

/**
 * The one multi-step transaction engine (docs/behaviour/transactions.md#confirmation-pattern). A flow is data — a
 * plan that turns parameters into steps — and this factory makes its machine:
 *
 * form →SUBMIT→ planning → preparing → reviewing → confirm →CONFIRM→ signing → sending → verifying
 *   → stepDone (auto-continue after 2000 ms or NEXT) → preparing (next step) … → [completing] → success →CLOSE→ closed
 *
 * confirm →REJECT→ rejected (RETRY: same step again, EDIT: back to the form); any failure → failed (RETRY resumes
 * where it failed: the same signed bytes are sent again, the same hash verified again); CANCEL → cancelled.
 * SUBMIT carries the parameters and the facts the flow's `check` needs: a refusal stays on the form with the
 * check's message in `context.error`, a pass plans (its warnings in `context.warnings`). Parameters given as input
 * are checked the same way when facts come with them. A wrong or missing password returns to confirm with the error. The password typed for one step is kept for the
 * next (30 s, 1 use) and cleared when the flow ends; a step that waits on it asks for the password again
 * (`passwordRequired`) as soon as it is dropped. The account refresh fires 3 s after each send.
 */
export function createFlowMachine<Params, Facts = unknown>(flow: FlowDefinition<Params, Facts>) {
  const check = (params: Params, facts: Facts): FlowCheck => flow.check(params, facts)
  /** The check of parameters given as input: with facts, the flow's; without, the caller checked them. */
  const checkInput = (input: FlowInput<Params, Facts>): FlowCheck | null =>
    input.params !== undefined && input.facts !== undefined ? check(input.params, input.facts) : null
  return setup({
    types: {
      context: {} as FlowMachineContext<Params>,
      events: {} as FlowEvent<Params, Facts>,
      input: {} as FlowInput<Params, Facts>,
    },
    actors: {
      plan: fromPromise<{ from: string; plan: FlowPlan }, PlanFlowInput<Params>>(({ input, signal }) =>
        planFlow(input, signal),
      ),
      prepare: fromPromise<PreparedTransaction, PrepareFlowStepInput>(({ input, signal }) =>
        prepareFlowStep(input, signal),
      ),
      review: fromPromise<TransactionConfirmation, ReviewFlowStepInput>(({ input, signal }) =>
        reviewFlowStep(input, signal),
      ),
      sign: fromPromise<SignStepOutput, SignFlowStepInput>(({ input, signal }) =>
        signFlowStep(input, signal),
      ),
      send: fromPromise<
        { hash: `0x${string}` },
        Deps & { signed: SignedTransaction; description?: BroadcastDescription | undefined }
      >(({ input, signal }) => sendFlowStep(input, signal)),
      verify: fromPromise<TransactionState, Deps & { hash: string; raw?: string | undefined }>(
        ({ input, signal }) => verifyFlowStep(input, signal),
      ),
      watchKeptPassword: fromCallback<
        FlowEvent<Params, Facts>,
        { watching: boolean; cache: { has(): boolean } }
      >(({ input, sendBack }) => {
        if (!input.watching) return undefined
        const timer = setInterval(() => {
          if (input.cache.has()) return
          clearInterval(timer)
          sendBack({ type: 'KEPT_PASSWORD_DROPPED' })
        }, KEPT_PASSWORD_WATCH_INTERVAL)
        return () => clearInterval(timer)
      }),
      complete: fromPromise<unknown, Deps & { plan: FlowPlan; from: string; hashes: readonly string[] }>(
        ({ input, signal }) => completeFlow(input, signal),
      ),
    },
    guards: {
      hasParams: ({ context }) => context.params !== null,
      maySign: ({ context, event }) =>
        mayConfirm(context.confirmation, event.type === 'CONFIRM' && event.sendAnyway === true),
      isRefused: (_, params: { check: FlowCheck }) => params.check.error !== undefined,
      hasNextStep: ({ context }) => hasNextStep(context.stepIndex, context.steps.length),
      hasCompletion: ({ context }) => context.plan?.complete !== undefined,
      autoContinues: ({ context }) => context.dependencies.autoContinueDelay !== false,
      isBlocked: ({ context }) => context.transaction?.error != null,
      isBroadcast: (_, params: { output: SignStepOutput }) => params.output.kind === 'broadcast',
      isPasswordError: (_, params: { error: unknown }) => isPasswordError(params.error),
      isSignerRejection: (_, params: { error: unknown }) => isSignerRejection(params.error),
      retriesAt: ({ context }, params: { stage: FlowStage }) =>
        computeRetryStage(context.failedAt, context.signed !== null, context.hash !== null) === params.stage,
    },
    actions: {
      clearTemporaryPassword: ({ context }) => context.dependencies.passwordCache.clear(),
      refreshAccount: ({ context }) => context.dependencies.refresh?.(),
      nextStep: assign({ stepIndex: ({ context }) => context.stepIndex + 1 }),
      scheduleRefresh: raise({ type: 'REFRESH_ACCOUNT' }, { delay: 'refreshAfterSend' }),
    },
    delays: {
      autoContinue: ({ context }) => {
        const delay = context.dependencies.autoContinueDelay
        return typeof delay === 'number' ? delay : AUTO_CONTINUE_DELAY
      },
      refreshAfterSend: ACCOUNT_REFRESH_AFTER_SEND,
    },
  }).createMachine({
    id: flow.id,
    context: ({ input }) => {
      const { facts: _facts, ...dependencies } = input
      const refused = checkInput(input)?.error
      return {
        flowId: flow.id,
        dependencies: { ...dependencies, passwordCache: input.passwordCache ?? createPasswordCache() },
        params: refused ? null : (input.params ?? null),
        from: null,
        plan: null,
        steps: [],
        stepIndex: 0,
        transaction: null,
        confirmation: null,
        signed: null,
        hash: null,
        hashes: [],
        passwordRequired: input.signer.confirmation === 'password',
        result: undefined,
        error: refused ? toFlowError(refused) : null,
        warnings: checkInput(input)?.warnings ?? [],
        failedAt: null,
      }
    },
    initial: 'form',
    on: { REFRESH_ACCOUNT: { actions: 'refreshAccount' } },
    states: {
      form: {
        always: { guard: 'hasParams', target: 'planning' },
        on: {
          SUBMIT: [
            {
              guard: {
                type: 'isRefused',
                params: ({ event }) => ({ check: check(event.params, event.facts) }),
              },
              actions: assign(({ event }) => {
                const refusal = check(event.params, event.facts)
                return { error: toFlowError(refusal.error), warnings: refusal.warnings }
              }),
            },
            {
              target: 'planning',
              actions: assign(({ event }) => ({
                params: event.params,
                error: null,
                warnings: check(event.params, event.facts).warnings,
              })),
            },
          ],
          CANCEL: 'cancelled',
        },
      },
      planning: {
        invoke: {
          src: 'plan',
          input: ({ context }) => ({
            flow,
            params: context.params as Params,
            dependencies: context.dependencies,
          }),
          onDone: {
            target: 'preparing',
            actions: assign(({ event }) => ({
              from: event.output.from,
              plan: event.output.plan,
              steps: event.output.plan.steps.map(({ id, label }) => ({ id, label })),
              stepIndex: 0,
              hashes: [],
              result: undefined,
            })),
          },
          onError: {
            target: 'form',
            actions: assign({ error: ({ event }) => toFlowError(event.error), params: null }),
          },
        },
        on: { CANCEL: 'cancelled' },
      },
      preparing: {
        entry: assign({
          transaction: null,
          confirmation: null,
          signed: null,
          hash: null,
          error: null,
          failedAt: null,
        }),
        invoke: {
          src: 'prepare',
          input: ({ context }) => ({
            plan: context.plan as FlowPlan,
            stepIndex: context.stepIndex,
            from: context.from as string,
            dependencies: context.dependencies,
          }),
          onDone: { target: 'reviewing', actions: assign({ transaction: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => toFlowError(event.error), failedAt: 'preparing' }),
          },
        },
        on: { CANCEL: 'cancelled' },
      },
      // The confirmation (docs/behaviour/signing.md) is read before the password is asked; a transaction that may not
      // be sent (failed estimate, not enough FTM for gas) fails with it, so the reason is shown with the summary.
      reviewing: {
        invoke: {
          src: 'review',
          input: ({ context }) => ({
            transaction: context.transaction as PreparedTransaction,
            dependencies: context.dependencies,
            allowanceNeeded: context.plan?.steps[context.stepIndex]?.allowanceNeeded,
          }),
          onDone: [
            {
              guard: 'isBlocked',
              target: 'failed',
              actions: assign({
                confirmation: ({ event }) => event.output,
                // A revert the simulation decoded says why better than the node's estimate error.
                error: ({ context, event }) =>
                  toTransactionFlowError(
                    event.output.simulation.status === 'reverted'
                      ? event.output.simulation.text
                      : (context.transaction?.error ?? ''),
                  ),
                failedAt: 'preparing',
              }),
            },
            { target: 'confirm', actions: assign({ confirmation: ({ event }) => event.output }) },
          ],
          // Nothing is signed without a confirmation; a transaction that may not be sent keeps its own reason.
          onError: {
            target: 'failed',
            actions: assign({
              error: ({ context, event }) =>
                context.transaction?.error != null
                  ? toTransactionFlowError(context.transaction.error)
                  : toFlowError(event.error),
              failedAt: 'preparing',
            }),
          },
        },
        on: { CANCEL: 'cancelled' },
      },
      confirm: {
        entry: assign({
          passwordRequired: ({ context }) =>
            context.dependencies.signer.confirmation === 'password' &&
            !context.dependencies.passwordCache.has(),
        }),
        // While a step waits on the password kept from the step before, the screen must ask again once it is
        // dropped (its 30 s are up) instead of offering a Send that fails with 'Type a password'.
        invoke: {
          src: 'watchKeptPassword',
          input: ({ context }) => ({
            watching: context.dependencies.signer.confirmation === 'password' && !context.passwordRequired,
            cache: context.dependencies.passwordCache,
          }),
        },
        on: {
          KEPT_PASSWORD_DROPPED: { actions: assign({ passwordRequired: true }) },
          // docs/behaviour/signing.md#simulation: a revert, or a simulation that could not run, is signed only after an
          // explicit 'Send anyway'.
          CONFIRM: { guard: 'maySign', target: 'signing', actions: assign({ error: null }) },
          REJECT: 'rejected',
          CANCEL: 'cancelled',
        },
      },
      signing: {
        invoke: {
          src: 'sign',
          input: ({ context, event }) => ({
            dependencies: context.dependencies,
            transaction: context.transaction as PreparedTransaction,
            password: event.type === 'CONFIRM' ? event.password : undefined,
            keepPassword: hasNextStep(context.stepIndex, context.steps.length),
            description: describeBroadcast(context.plan?.steps[context.stepIndex], context.confirmation),
          }),
          onDone: [
            {
              guard: { type: 'isBroadcast', params: ({ event }) => ({ output: event.output }) },
              target: 'verifying',
              actions: [
                assign(({ context, event }) => {
                  const hash = (event.output as { hash: `0x${string}` }).hash
                  return { hash, hashes: [...context.hashes, hash] }
                }),
                'scheduleRefresh',
              ],
            },
            {
              target: 'sending',
              actions: assign({
                signed: ({ event }) => (event.output as { signed: SignedTransaction }).signed,
              }),
            },
          ],
          onError: [
            {
              guard: { type: 'isPasswordError', params: ({ event }) => ({ error: event.error }) },
              target: 'confirm',
              actions: assign({ error: ({ event }) => toFlowError(event.error) }),
            },
            {
              guard: { type: 'isSignerRejection', params: ({ event }) => ({ error: event.error }) },
              target: 'rejected',
              actions: assign({ error: ({ event }) => toFlowError(event.error) }),
            },
            {
              target: 'failed',
              actions: assign({ error: ({ event }) => toFlowError(event.error), failedAt: 'signing' }),
            },
          ],
        },
        on: { CANCEL: 'cancelled' },
      },
      sending: {
        // No CANCEL here: the bytes may already be on their way.
        invoke: {
          src: 'send',
          input: ({ context }) => ({
            dependencies: context.dependencies,
            signed: context.signed as SignedTransaction,
            description: describeBroadcast(context.plan?.steps[context.stepIndex], context.confirmation),
          }),
          onDone: {
            target: 'verifying',
            actions: [
              assign(({ context, event }) => ({
                hash: event.output.hash,
                hashes: [...context.hashes, event.output.hash],
              })),
              'scheduleRefresh',
            ],
          },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => toFlowError(event.error), failedAt: 'sending' }),
          },
        },
      },
      verifying: {
        invoke: {
          src: 'verify',
          input: ({ context }) => ({
            dependencies: context.dependencies,
            hash: context.hash as string,
            raw: context.signed?.raw,
          }),
          onDone: [
            { guard: 'hasNextStep', target: 'stepDone' },
            { guard: 'hasCompletion', target: 'completing' },
            { target: 'success' },
          ],
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => toFlowError(event.error), failedAt: 'verifying' }),
          },
        },
        on: { CANCEL: 'cancelled' },
      },
      stepDone: {
        after: { autoContinue: { guard: 'autoContinues', target: 'preparing', actions: 'nextStep' } },
        on: { NEXT: { target: 'preparing', actions: 'nextStep' }, CANCEL: 'cancelled' },
      },
      completing: {
        invoke: {
          src: 'complete',
          input: ({ context }) => ({
            dependencies: context.dependencies,
            plan: context.plan as FlowPlan,
            from: context.from as string,
            hashes: context.hashes,
          }),
          onDone: { target: 'success', actions: assign({ result: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => toFlowError(event.error), failedAt: 'completing' }),
          },
        },
        on: { CANCEL: 'cancelled' },
      },
      success: { entry: 'clearTemporaryPassword', on: { CLOSE: 'closed' } },
      rejected: {
        entry: 'clearTemporaryPassword',
        on: {
          RETRY: 'preparing',
          EDIT: { target: 'form', actions: assign({ params: null, error: null }) },
          CANCEL: 'cancelled',
          CLOSE: 'cancelled',
        },
      },
      failed: {
        entry: 'clearTemporaryPassword',
        on: {
          RETRY: [
            { guard: { type: 'retriesAt', params: { stage: 'sending' } }, target: 'sending' },
            { guard: { type: 'retriesAt', params: { stage: 'verifying' } }, target: 'verifying' },
            { guard: { type: 'retriesAt', params: { stage: 'completing' } }, target: 'completing' },
            { target: 'preparing' },
          ],
          EDIT: { target: 'form', actions: assign({ params: null, error: null }) },
          CANCEL: 'cancelled',
          CLOSE: 'cancelled',
        },
      },
      cancelled: { type: 'final', entry: 'clearTemporaryPassword' },
      closed: { type: 'final' },
    },
  })
}

/**
 * The machine type of a flow with parameters `Params` and check facts `Facts`. Without `Facts` it stands for the
 * machine of any flow with these parameters, whatever its facts (a runner that starts it with checked params).
 */
// biome-ignore lint/suspicious/noExplicitAny: SUBMIT's facts make machines with different facts unrelated types
export type FlowMachine<Params, Facts = any> = ReturnType<typeof createFlowMachine<Params, Facts>>
