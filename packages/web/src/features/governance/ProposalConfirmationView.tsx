import { type ReactNode, useCallback } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { BadParameters } from '../../flow/BadParameters.js'
import { govPaths } from './govPaths.js'

export interface ProposalConfirmationViewProps<Request extends { proposalId: string; governance: string }> {
  /** The view's heading (docs/behaviour/governance.md#voting: 'Confirmation', 'Cancel Vote Confirmation'). */
  title: string
  titleId: string
  /** Reads the request from the router state; undefined when it is not one ('Bad parameters.'). */
  parse: (state: unknown) => Request | undefined
  /** The confirmation body; `onEnd` goes back to the proposal. */
  children: (request: Request, onEnd: () => void) => ReactNode
}

/** A governance confirmation run as a view: its request from the router state, back to the proposal at the end. */
export function ProposalConfirmationView<Request extends { proposalId: string; governance: string }>(
  props: ProposalConfirmationViewProps<Request>,
) {
  const request = props.parse(useLocation().state)
  const address = useParams().address
  if (!request || !address) return <BadParameters />
  return <ConfirmationView {...props} request={request} address={address} />
}

function ConfirmationView<Request extends { proposalId: string; governance: string }>({
  title,
  titleId,
  children,
  request,
  address,
}: ProposalConfirmationViewProps<Request> & { request: Request; address: string }) {
  const navigate = useNavigate()
  const onEnd = useCallback(
    () =>
      navigate(govPaths.proposal(address, BigInt(request.proposalId), request.governance), { replace: true }),
    [navigate, address, request.proposalId, request.governance],
  )
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children(request, onEnd)}
    </section>
  )
}
