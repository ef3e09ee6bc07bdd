import { useFlowDependencies, useFlowMachine } from '@ftm-wallet/react'
import { type BridgeClient, computeBridgeReceiveAmount, formatUnits } from '@ftm-wallet/sdk'
import {
  type BridgeRequestStore,
  type BridgeSendParams,
  bridgeSendMachine,
  type FlowDependencies,
} from '@ftm-wallet/sdk/machines'
import { useEffect } from 'react'
import { FlowConfirmation } from '../../../flow/FlowConfirmation.js'
import { FlowSteps } from '../../../flow/FlowSteps.js'
import { SignerUnavailable } from '../../../flow/SignerUnavailable.js'
import { SummaryList } from '../../../ui/SummaryList.js'
import { BridgeBalanceLine } from './BridgeBalanceLine.js'
import { BridgeCompleting } from './BridgeCompleting.js'
import { getSendDirectionOption } from './sendDirections.js'

export interface BridgeSendRunnerProps {
  params: BridgeSendParams
  bridge: BridgeClient
  /** Where the send stores its request (docs/behaviour/bridge.md#pending-requests). */
  bridgeRequests?: BridgeRequestStore | undefined
  onEnd: (outcome: 'closed' | 'cancelled') => void
}

const COMPLETING_STEP = { id: 'complete', label: 'Completing' }

/** Runs the SDK's bridge send machine: confirmation, send to the bridge, completing, success or reject. */
export function BridgeSendRunner(props: BridgeSendRunnerProps) {
  const dependencies = useFlowDependencies()
  if (!dependencies) return <SignerUnavailable />
  return (
    <BridgeSendRunnerWith
      {...props}
      dependencies={{ ...dependencies, bridge: props.bridge, bridgeRequests: props.bridgeRequests }}
    />
  )
}

function BridgeSendRunnerWith({
  params,
  bridge,
  dependencies,
  onEnd,
}: BridgeSendRunnerProps & { dependencies: FlowDependencies }) {
  const { snapshot, send } = useFlowMachine(bridgeSendMachine, dependencies, params)
  const state = String(snapshot.value)
  useEffect(() => {
    if (state === 'closed' || state === 'cancelled') onEnd(state)
  }, [state, onEnd])
  const { context } = snapshot
  const option = getSendDirectionOption(params.direction)
  const steps = [...context.steps, COMPLETING_STEP]
  const receive = `${formatUnits(computeBridgeReceiveAmount({ amount: params.amount }))} FTM`

  const balance = (
    <BridgeBalanceLine bridge={bridge} direction={params.direction} address={params.targetAddress} watch />
  )

  if (state === 'completing') {
    return (
      <div className="flow-confirmation stack">
        <FlowSteps labels={steps.map((s) => s.label)} current={context.steps.length} />
        <BridgeCompleting chain={option.chain} hash={context.hash}>
          {balance}
        </BridgeCompleting>
      </div>
    )
  }
  return (
    <>
      <FlowConfirmation
        view={{
          state,
          steps,
          stepIndex: context.stepIndex,
          hash: context.hash,
          error: context.error,
          passwordRequired: context.passwordRequired,
          confirmation: context.confirmation,
        }}
        send={send}
        confirmation={dependencies.signer.confirmation}
        successTitle="Transfer complete"
      >
        <SummaryList
          items={[
            { label: 'Send', value: `${formatUnits(params.amount)} FTM` },
            { label: `To (${option.chain})`, value: params.targetAddress, mono: true },
            { label: 'You will receive', value: receive },
            !!params.memo && { label: 'Memo', value: params.memo },
          ]}
        />
      </FlowConfirmation>
      {state === 'success' && (
        <>
          <p style={{ overflowWrap: 'anywhere' }} data-testid="bridge-received">
            {receive} sent to {params.targetAddress} on {option.chain}.
          </p>
          {balance}
        </>
      )}
    </>
  )
}
