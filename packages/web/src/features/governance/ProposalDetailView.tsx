import {
  computeProposalWinner,
  computeVotesRange,
  formatProposalStatus,
  type GovOptionState,
  type GovProposalDetail,
  isVotingEnabled,
  type VotingWindow,
  validateCanVote,
} from '@ftm-wallet/sdk'
import type { ReactNode } from 'react'
import { useExplorer } from '../../ui/useExplorer.js'
import { formatFixedPercent, formatGovPercent, formatGovTime } from './govFormat.js'
import { ProposalDescription } from './ProposalDescription.js'

export const YOUR_VOTES_HINT =
  'Express your level of agreement with each option: 0 means no agreement, and each level up means more agreement.'

export interface ProposalDetailViewProps {
  proposal: GovProposalDetail
  /** govContract.canVote(from): the account has delegations. */
  canVote: boolean
  /** Validators the account delegates to (one voting block each). */
  delegations: readonly string[]
  optionStates: readonly GovOptionState[] | null | undefined
  /** Current unix seconds. */
  now: number
  renderDelegation: (delegatedTo: string, votingEnabled: boolean, votingWindow: VotingWindow) => ReactNode
}

/**
 * gov-proposal-detail: the proposal, its result so far, and the account's voting blocks
 * (docs/behaviour/governance.md#voting).
 */
export function ProposalDetailView(props: ProposalDetailViewProps) {
  const { proposal, canVote, delegations, optionStates, now } = props
  const explorer = useExplorer()
  const isResolved = proposal.state.isResolved
  const votingWindow = { votingStarts: proposal.votingStarts, now, canVote, isResolved }
  const votingEnabled = isVotingEnabled(votingWindow)
  const cannotVote = validateCanVote(votingWindow)
  const winner = computeProposalWinner({ ...proposal.state, options: proposal.options })
  // Total Votes as the list's Votes column has it: option 0's votes (every voter weighs in on every option) over the
  // total weight, with 2 decimals — not the API's per-mille votedWeightRatio (docs/behaviour/governance.md#proposal-detail).
  const option0 = optionStates?.find((s) => s.optionId === 0n)
  const totalVotes = option0
    ? formatGovPercent(
        computeVotesRange({ votes: option0.votes, totalWeight: proposal.totalWeight, minVotes: 0n })
          .votesPercent,
      )
    : '-'
  const agreementOf = (i: number) =>
    optionStates?.find((s) => s.optionId === BigInt(i))?.agreementRatio ?? undefined
  return (
    <article className="stack proposal-detail">
      <section className="card stack">
        <h1>{proposal.name}</h1>
        <a
          className="mono muted"
          href={explorer.address(proposal.contract)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {proposal.contract}
        </a>
        <ProposalDescription text={proposal.description} />
      </section>
      {winner && (
        <section className="card stack winner-card" aria-labelledby="winner-title">
          <h2 id="winner-title">Winner</h2>
          <p>{winner.name}</p>
        </section>
      )}
      <section className="card stack" aria-labelledby="voting-title">
        <h2 id="voting-title">Voting</h2>
        <dl className="stack">
          <div className="row">
            <dt>Total Votes</dt>
            <dd>
              {totalVotes} <span className="muted">(min. {formatFixedPercent(proposal.minVotes)})</span>
            </dd>
          </div>
        </dl>
        <div className="table-wrap">
          <table className="table" aria-label="Options">
            <thead>
              <tr>
                <th scope="col">Option</th>
                <th scope="col">Agreement (min. {formatFixedPercent(proposal.minAgreement)})</th>
              </tr>
            </thead>
            <tbody>
              {proposal.options.map((option, i) => {
                const agreement = agreementOf(i)
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are a fixed list whose names may repeat
                  <tr key={`${i}-${option}`}>
                    <td>{option}</td>
                    <td>{agreement === undefined ? '-' : formatFixedPercent(agreement)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <dl className="stack">
          <div className="row">
            <dt>Voting Starts</dt>
            <dd>{formatGovTime(proposal.votingStarts)}</dd>
          </div>
          <div className="row">
            <dt>Voting May End</dt>
            <dd>{formatGovTime(proposal.votingMayEnd)}</dd>
          </div>
          <div className="row">
            <dt>Voting Ends</dt>
            <dd>{formatGovTime(proposal.votingMustEnd)}</dd>
          </div>
          <div className="row">
            <dt>State</dt>
            <dd>{formatProposalStatus(proposal.state.status)}</dd>
          </div>
        </dl>
      </section>
      <section className="card stack" aria-labelledby="your-votes-title">
        <h2 id="your-votes-title">Your Votes</h2>
        <p className="muted">{YOUR_VOTES_HINT}</p>
        {cannotVote && !(isResolved && delegations.length > 0) && (
          <p role="status" className="message message-info">
            {cannotVote.message}
          </p>
        )}
        {delegations.map((delegatedTo) => (
          <div key={delegatedTo}>{props.renderDelegation(delegatedTo, votingEnabled, votingWindow)}</div>
        ))}
      </section>
    </article>
  )
}
