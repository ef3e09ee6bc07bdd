import { type CancelVoteParams, cancelVoteMachine, governanceMessages } from '@ftm-wallet/sdk'
import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { BadParameters } from '../confirm/BadParameters.js'
import { FlowRunner, type FlowRunnerProps } from '../confirm/FlowRunner.js'
import { type CancelVoteRequest, govPaths, parseCancelVoteRequest } from './govPaths.js'

/** Cancel Vote Confirmation as a view: the validator whose delegation's vote is cancelled, then the common pattern. */
export function CancelVoteConfirmationPage() {
  const request = parseCancelVoteRequest(useLocation().state)
  const address = useParams().address
  if (!request || !address) return <BadParameters />
  return <CancelVoteConfirmationView request={request} address={address} />
}

function CancelVoteConfirmationView({ request, address }: { request: CancelVoteRequest; address: string }) {
  const navigate = useNavigate()
  const onEnd = useCallback(
    () =>
      navigate(govPaths.proposal(address, BigInt(request.proposalId), request.governance), { replace: true }),
    [navigate, address, request.proposalId, request.governance],
  )
  return (
    <section className="card stack" aria-labelledby="cancel-vote-title">
      <h1 id="cancel-vote-title">Cancel Vote Confirmation</h1>
      <CancelVoteConfirmation request={request} onEnd={onEnd} />
    </section>
  )
}

export interface CancelVoteConfirmationProps {
  request: CancelVoteRequest
  onEnd: FlowRunnerProps<CancelVoteParams>['onEnd']
}

/** The cancel-vote confirmation's body (spec 02 §2: runs as a view or inside a window). */
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
