import { type GovProposalRowFill, useGovProposalRowFill } from '@ftm-wallet/react'
import {
  computeProposalWinner,
  formatProposalStatus,
  GOVERNANCE_ROW_DELAY,
  type GovProposalListItem,
} from '@ftm-wallet/sdk'
import { memo, useEffect, useState } from 'react'
import { useExplorer } from '../../ui/useExplorer.js'
import { formatGovTime } from './govFormat.js'
import { VotesRange } from './VotesRange.js'

export interface ProposalRowViewProps {
  proposal: GovProposalListItem
  /** Votes and You Voted; undefined while loading (shown as '-'). */
  fill: GovProposalRowFill | null | undefined
  onOpen: (proposal: GovProposalListItem) => void
}

/**
 * One row of the proposals list: ID / Name, Start / End, You Voted, Votes, Winner, State
 * (docs/behaviour/governance.md#proposals-list).
 */
export function ProposalRowView({ proposal, fill, onOpen }: ProposalRowViewProps) {
  const explorer = useExplorer()
  const winner = computeProposalWinner({
    isResolved: proposal.state.isResolved,
    winnerId: proposal.state.winnerId,
    options: proposal.options,
  })
  return (
    // The name's button is the keyboard path; a click anywhere on the row opens the proposal too.
    <tr className="gov-list-row" onClick={() => onOpen(proposal)}>
      <td>
        <button
          type="button"
          className="link-button"
          onClick={(event) => {
            event.stopPropagation()
            onOpen(proposal)
          }}
        >
          {`${proposal.id.toString()}. ${proposal.name}`}
        </button>
        <br />
        <a
          className="mono muted"
          href={explorer.address(proposal.contract)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => event.stopPropagation()}
        >
          {proposal.contract}
        </a>
      </td>
      <td>
        {formatGovTime(proposal.votingStarts)}
        <br />
        {formatGovTime(proposal.votingMustEnd)}
      </td>
      <td>{fill ? `${fill.voted}/${fill.delegations}` : '-'}</td>
      <td>
        {fill ? (
          <VotesRange votes={fill.votes} totalWeight={fill.totalWeight} minVotes={proposal.minVotes} />
        ) : (
          '-'
        )}
      </td>
      <td>{winner ? winner.name : '-'}</td>
      <td>{formatProposalStatus(proposal.state.status)}</td>
    </tr>
  )
}

export interface ProposalRowProps {
  proposal: GovProposalListItem
  /** The account whose delegations count. */
  from: string
  /** Position in its page: rows fill 350 ms apart (docs/behaviour/governance.md#proposals-list). */
  position: number
  onOpen: (proposal: GovProposalListItem) => void
}

/** A row that fills its Votes and You Voted columns when its turn comes. */
export const ProposalRow = memo(function ProposalRow({ proposal, from, position, onOpen }: ProposalRowProps) {
  const [due, setDue] = useState(position === 0)
  useEffect(() => {
    if (due) return
    const timer = setTimeout(() => setDue(true), position * GOVERNANCE_ROW_DELAY)
    return () => clearTimeout(timer)
  }, [due, position])
  const { data } = useGovProposalRowFill({
    address: proposal.governanceId,
    id: proposal.id,
    from,
    enabled: due,
  })
  return <ProposalRowView proposal={proposal} fill={data} onOpen={onOpen} />
})
