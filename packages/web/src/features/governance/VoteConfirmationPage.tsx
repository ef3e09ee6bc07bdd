import { governanceMessages } from '@ftm-wallet/sdk'
import { type VoteParams, voteMachine } from '@ftm-wallet/sdk/machines'
import { useMemo } from 'react'
import { FlowRunner, type FlowRunnerProps } from '../../flow/FlowRunner.js'
import { parseVoteRequest, type VoteRequest } from './govPaths.js'
import { ProposalConfirmationView } from './ProposalConfirmationView.js'

/** Confirmation (gov vote) as a view: the options with the chosen levels, then password, send, success or reject. */
export function VoteConfirmationPage() {
  return (
    <ProposalConfirmationView title="Confirmation" titleId="vote-confirmation-title" parse={parseVoteRequest}>
      {(request, onEnd) => <VoteConfirmation request={request} onEnd={onEnd} />}
    </ProposalConfirmationView>
  )
}

export interface VoteConfirmationProps {
  request: VoteRequest
  onEnd: FlowRunnerProps<VoteParams>['onEnd']
}

/** The vote's confirmation body (docs/behaviour/governance.md#voting: runs as a view or inside a window). */
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
      <div className="table-wrap">
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
      </div>
    </FlowRunner>
  )
}
