import { governanceMessages } from '@ftm-wallet/sdk'
import { type CancelVoteParams, cancelVoteMachine } from '@ftm-wallet/sdk/machines'
import { useMemo } from 'react'
import { FlowRunner, type FlowRunnerProps } from '../../flow/FlowRunner.js'
import { type CancelVoteRequest, parseCancelVoteRequest } from './govPaths.js'
import { ProposalConfirmationView } from './ProposalConfirmationView.js'

/** Cancel Vote Confirmation as a view: the validator whose delegation's vote is cancelled, then the common pattern. */
export function CancelVoteConfirmationPage() {
  return (
    <ProposalConfirmationView
      title="Cancel Vote Confirmation"
      titleId="cancel-vote-title"
      parse={parseCancelVoteRequest}
    >
      {(request, onEnd) => <CancelVoteConfirmation request={request} onEnd={onEnd} />}
    </ProposalConfirmationView>
  )
}

export interface CancelVoteConfirmationProps {
  request: CancelVoteRequest
  onEnd: FlowRunnerProps<CancelVoteParams>['onEnd']
}

/** The cancel-vote confirmation's body (docs/behaviour/governance.md#voting: runs as a view or inside a window). */
export function CancelVoteConfirmation({ request, onEnd }: CancelVoteConfirmationProps) {
  const params = useMemo<CancelVoteParams>(
    () => ({
      governance: request.governance,
      delegatedTo: request.delegatedTo,
      proposalId: BigInt(request.proposalId),
    }),
    [request.governance, request.delegatedTo, request.proposalId],
  )
  return (
    <FlowRunner
      machine={cancelVoteMachine}
      params={params}
      passwordLabel={governanceMessages.cancelVotePasswordPrompt}
      onEnd={onEnd}
    >
      <p>{request.proposalName}</p>
      <p>
        Validator: <strong>{request.validatorName}</strong>
      </p>
    </FlowRunner>
  )
}
