import { useFlowDependencies, useFlowMachine } from '@ftm-wallet/react'
import type { FlowDependencies, FlowMachine } from '@ftm-wallet/sdk/machines'
import { type ReactNode, useEffect, useRef } from 'react'
import { type AllowTokens, FlowConfirmation, type FlowStages } from './FlowConfirmation.js'
import { SignerUnavailable } from './SignerUnavailable.js'

export interface FlowRunnerProps<Params> {
  machine: FlowMachine<Params>
  params: Params
  /**
   * The facts of the flow's check, when the page has them: the machine checks `params` again before planning, and
   * a refusal shows its message with Back instead of the steps.
   */
  facts?: unknown
  passwordLabel?: string | undefined
  successTitle?: string | undefined
  /**
   * The flow ended: 'closed' after success, 'cancelled' after a reject, a failure or Back; `detail.from` is the
   * state it ended from ('success', 'rejected', 'failed', 'confirm', …) and `detail.hash` the last hash.
   */
  onEnd: (outcome: 'closed' | 'cancelled', detail: { from: string; hash: string | null }) => void
  /** Stage labels of the step bar when they differ from the machine's steps (e.g. Lock, Confirm, Finished). */
  stages?: FlowStages | undefined
  /**
   * The flow closes by itself once it succeeded (docs/behaviour/sftm.md#repaying: success of the redeem closes the
   * window).
   */
  closeOnSuccess?: boolean | undefined
  /** The token each Allow step approves, by step id ('Allow WFTM'). */
  allowTokens?: AllowTokens | undefined
  children?: ReactNode
}

/** Runs an SDK flow machine for the active account and shows its confirmation. */
export function FlowRunner<Params>(props: FlowRunnerProps<Params>) {
  const dependencies = useFlowDependencies()
  if (!dependencies) return <SignerUnavailable />
  return <FlowRunnerWith {...props} dependencies={dependencies} />
}

function FlowRunnerWith<Params>({
  machine,
  params,
  facts,
  dependencies,
  passwordLabel,
  successTitle,
  onEnd,
  stages,
  closeOnSuccess,
  allowTokens,
  children,
}: FlowRunnerProps<Params> & { dependencies: FlowDependencies }) {
  const { snapshot, send } = useFlowMachine(machine, dependencies, params, facts)
  const state = String(snapshot.value)
  const previous = useRef(state)
  useEffect(() => {
    if (state === 'closed' || state === 'cancelled') {
      onEnd(state, { from: previous.current, hash: snapshot.context.hash })
    } else previous.current = state
  }, [state, onEnd, snapshot.context.hash])
  useEffect(() => {
    if (closeOnSuccess && state === 'success') send({ type: 'CLOSE' })
  }, [closeOnSuccess, state, send])
  const { context } = snapshot
  return (
    <FlowConfirmation
      view={{
        state,
        steps: context.steps,
        stepIndex: context.stepIndex,
        hash: context.hash,
        error: context.error,
        passwordRequired: context.passwordRequired,
        confirmation: context.confirmation,
        notices: context.plan?.notices,
      }}
      send={send}
      confirmation={dependencies.signer.confirmation}
      passwordLabel={passwordLabel}
      successTitle={successTitle}
      stages={stages}
      allowTokens={allowTokens}
    >
      {children}
    </FlowConfirmation>
  )
}
