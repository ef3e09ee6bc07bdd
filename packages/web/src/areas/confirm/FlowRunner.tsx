import { useFlowDependencies, useFlowMachine } from '@ftm-wallet/react'
import type { FlowDependencies, FlowMachine } from '@ftm-wallet/sdk'
import { type ReactNode, useEffect } from 'react'
import { FlowConfirmation } from './FlowConfirmation.js'

export interface FlowRunnerProps<Params> {
  machine: FlowMachine<Params>
  params: Params
  passwordLabel?: string
  successTitle?: string
  /** The flow ended: 'closed' after success, 'cancelled' after a reject, a failure or Back. */
  onEnd: (outcome: 'closed' | 'cancelled') => void
  children?: ReactNode
}

/** Runs an SDK flow machine for the active account and shows its confirmation. */
export function FlowRunner<Params>(props: FlowRunnerProps<Params>) {
  const dependencies = useFlowDependencies()
  if (!dependencies) {
    return <p role="alert">This wallet cannot sign here yet: only keystore wallets sign in the web wallet.</p>
  }
  return <FlowRunnerWith {...props} dependencies={dependencies} />
}

function FlowRunnerWith<Params>({
  machine,
  params,
  dependencies,
  passwordLabel,
  successTitle,
  onEnd,
  children,
}: FlowRunnerProps<Params> & { dependencies: FlowDependencies }) {
  const { snapshot, send } = useFlowMachine(machine, dependencies, params)
  const state = String(snapshot.value)
  useEffect(() => {
    if (state === 'closed' || state === 'cancelled') onEnd(state)
  }, [state, onEnd])
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
      }}
      send={send}
      confirmation={dependencies.signer.confirmation}
      passwordLabel={passwordLabel}
      successTitle={successTitle}
    >
      {children}
    </FlowConfirmation>
  )
}
