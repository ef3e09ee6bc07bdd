import { governanceMessages, type VoteParams, voteMachine } from '@ftm-wallet/sdk'
import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { BadParameters } from '../confirm/BadParameters.js'
import { FlowRunner, type FlowRunnerProps } from '../confirm/FlowRunner.js'
import { govPaths, parseVoteRequest, type VoteRequest } from './govPaths.js'

/** Confirmation (gov vote) as a view: the options with the chosen levels, then password, send, success or reject. */
export function VoteConfirmationPage() {
  const request = parseVoteRequest(useLocation().state)
  const address = useParams().address
  if (!request || !address) return <BadParameters />
  return <VoteConfirmationView request={request} address={address} />
}

function VoteConfirmationView({ request, address }: { request: VoteRequest; address: string }) {
  const navigate = useNavigate()
  const onEnd = useCallback(
    () =>
      navigate(govPaths.proposal(address, BigInt(request.proposalId), request.governance), { replace: true }),
    [navigate, address, request.proposalId, request.governance],
  )
  return (
    <section className="card stack" aria-labelledby="vote-confirmation-title">
      <h1 id="vote-confirmation-title">Confirmation</h1>
      <VoteConfirmation request={request} onEnd={onEnd} />
    </section>
  )
}

export interface VoteConfirmationProps {
  request: VoteRequest
  onEnd: FlowRunnerProps<VoteParams>['onEnd']
}

/** The vote's confirmation body (spec 02 §2: runs as a view or inside a window). */
export function VoteConfirmation({ request, onEnd }: VoteConfirmationProps) {
  const params = useMemo<VoteParams>(
    () => ({
      governance: request.governance,
      delegatedTo: request.delegatedTo,
      proposalId: BigInt(request.proposalId),
      choices: request.choices,
    }),
    [request.governance, request.delegatedTo, request.proposalId, request.choices],
  )
  return (
    <FlowRunner
      machine={voteMachine}
      params={params}
      passwordLabel={governanceMessages.votePasswordPrompt}
      onEnd={onEnd}
    >
      <p>{request.proposalName}</p>
      <p>
        Validator: <strong>{request.validatorName}</strong>
      </p>
      <table className="table" aria-label="Your choices">
        <thead>
          <tr>
            <th scope="col">Option</th>
            <th scope="col">Level</th>
          </tr>
        </thead>
        <tbody>
          {request.options.map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are a fixed list whose names may repeat
            <tr key={`${i}-${option}`}>
              <td>{option}</td>
              <td>{request.choices[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </FlowRunner>
  )
}
